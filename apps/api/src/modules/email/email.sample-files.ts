// The sample mails' attachments, written by the seed into the file store (seeds also run in the
// browser, where there is no file system to read them from).

export interface SampleFile {
  name: string;
  text: string;
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

const releaseNotes: SampleFile = {
  name: 'release-notes-2.4.txt',
  text: lines(
    'Beacon Admin 2.4 — release notes (sample attachment)',
    '',
    'New',
    '- E-mail: folders, labels, bulk actions and a composer that sends to other users.',
    '- Calendar: drag and resize events; the change is saved at once.',
    '- To-do: saved drag order and rich-text descriptions.',
    '',
    'Fixed',
    '- The users list keeps its filters after a reload.',
    "- The checkout totals follow the cart's quantities.",
    '',
    'Known issues',
    '- None reported yet. Reply to this mail with anything you find.',
  ),
};

const traffic: SampleFile = {
  name: 'weekly-traffic.csv',
  text: lines(
    'date,visits,signups,orders',
    '2026-10-01,1141,47,23',
    '2026-10-02,1305,48,24',
    '2026-10-03,992,47,23',
    '2026-10-04,1311,46,15',
    '2026-10-05,960,41,10',
    '2026-10-06,1449,57,19',
    '2026-10-07,1076,51,17',
    '2026-10-08,1119,55,13',
    '2026-10-09,1166,48,24',
    '2026-10-10,1068,44,14',
    '2026-10-11,1281,61,15',
    '2026-10-12,1245,41,13',
    '2026-10-13,1418,61,30',
    '2026-10-14,1153,42,14',
    '2026-10-15,991,35,11',
    '2026-10-16,907,37,9',
    '2026-10-17,1219,43,21',
    '2026-10-18,1323,50,12',
    '2026-10-19,1195,45,15',
    '2026-10-20,1065,46,15',
    '2026-10-21,1165,58,29',
    '2026-10-22,947,35,8',
    '2026-10-23,1187,42,10',
    '2026-10-24,1382,55,27',
    '2026-10-25,1100,52,17',
    '2026-10-26,1107,36,9',
    '2026-10-27,1351,56,28',
    '2026-10-28,1264,48,12',
  ),
};

const floorPlan: SampleFile = {
  name: 'office-floor-plan.svg',
  text: lines(
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320" role="img" aria-label="Office floor plan (sample attachment)">',
    '  <rect x="10" y="10" width="460" height="300" fill="#f8f9fa" stroke="#495057" stroke-width="4"/>',
    '  <rect x="10" y="10" width="180" height="140" fill="#e7f5ff" stroke="#495057" stroke-width="2"/>',
    '  <text x="100" y="85" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#1c7ed6">Meeting room</text>',
    '  <rect x="190" y="10" width="280" height="140" fill="#ebfbee" stroke="#495057" stroke-width="2"/>',
    '  <text x="330" y="85" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#2b8a3e">Open desks</text>',
    '  <rect x="10" y="150" width="120" height="160" fill="#fff4e6" stroke="#495057" stroke-width="2"/>',
    '  <text x="70" y="235" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#e8590c">Kitchen</text>',
    '  <rect x="330" y="200" width="140" height="110" fill="#f3f0ff" stroke="#495057" stroke-width="2"/>',
    '  <text x="400" y="260" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#6741d9">Quiet room</text>',
    '  <text x="230" y="245" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#495057">Entrance ↓</text>',
    '</svg>',
  ),
};

export const sampleFiles = { releaseNotes, traffic, floorPlan };
