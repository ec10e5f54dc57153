import type { TableRowStatus } from '@beacon/contract/datatables';
import { repeatCounts, seededRandom, shuffle } from '../../lib/random';
import { searchText } from './datatables.format';
import type { tableRows } from './datatables.table';

export type NewTableRow = typeof tableRows.$inferInsert;

/** The sample rows: ids 1–100. */
export const SAMPLE_ROWS = 100;

/** The status counts of the 100 samples. */
export const statusCounts: Record<`${TableRowStatus}`, number> = {
  1: 23,
  2: 19,
  3: 18,
  4: 23,
  5: 17,
};

// Row 1 is given (below); the rest are drawn from these.
const firstNames = [
  'Bailie',
  'Shanna',
  'Anny',
  'Corrie',
  'Hertha',
  'Ora',
  'Eddy',
  'Gwendolen',
  'Edwina',
  'Carola',
  'Ludovico',
  'Pamella',
  'Neddy',
  'Kalie',
  'Olivette',
  'Rory',
  'Alaric',
  'Mallissa',
  'Danica',
  'Bradly',
  'Fayre',
  'Hugo',
  'Tremaine',
  'Zsa Zsa',
  'Lorine',
  'Merline',
  'Garwin',
  'Inesita',
  'Cyrillus',
  'Maddi',
  'Tabby',
  'Jarrett',
  'Verene',
  'Sigismund',
  'Ardelle',
  'Nikolai',
] as const;
const lastNames = [
  'Coulman',
  'Wasbey',
  'Glennie',
  'Malby',
  'Feldmesser',
  'Lurcock',
  'Cullen',
  'Hadley',
  'Abrahams',
  'Ragge',
  'Kindell',
  'Stammers',
  'Prevost',
  'Tomasini',
  'Olczak',
  'Brockie',
  'Dunbobbin',
  'Heinicke',
  'Maclaine',
  'Spurrett',
  'Iacovides',
  'Yurenev',
  'Beddoe',
  'Quickfall',
  'Naughton',
  'Tidbald',
  'Gresty',
  'Jagiello',
  "O'Dunniom",
  'Escolme',
] as const;
const posts = [
  'Nuclear Power Engineer',
  'VP Quality Control',
  'Operator',
  'Cost Accountant',
  'Senior Cost Accountant',
  'Geologist',
  'Web Developer',
  'Software Test Engineer',
  'Budget/Accounting Analyst',
  'Environmental Specialist',
  'Staff Accountant',
  'Tax Accountant',
  'Senior Sales Associate',
  'Recruiting Manager',
  'Marketing Assistant',
  'Human Resources Manager',
  'Dental Hygienist',
  'Research Nurse',
  'Clinical Specialist',
  'Programmer Analyst',
  'Help Desk Technician',
  'Safety Technician',
  'Account Executive',
  'Desktop Support Technician',
] as const;
const cities = [
  'Krasnosilka',
  'Hinigaran',
  'Golcowa',
  'Paquera',
  'Lucan',
  'Maofan',
  'Nuevo Imperial',
  'Lazaro Cardenas',
  'Sufang',
  'Tamnava',
  'Kantang',
  'Bojongsari',
  'Zhoukou',
  'Sanski Most',
  'Pirapozinho',
  'Kuala Lumpur',
  'Marseille',
  'Tampere',
  'Sangiyn Dalay',
  'Mahina',
  'Huayin',
  'Chonglong',
  'Siyabuswa',
  'Żołynia',
  'Bolshaya Murta',
  'Kyzylorda',
  'Passo Fundo',
  'Cergy',
] as const;
const domains = [
  'thetimes.co.uk',
  'example.com',
  'mail.ru',
  'wikispaces.com',
  'gov.uk',
  'ucla.edu',
  'nature.com',
  'smh.com.au',
  'tinypic.com',
  'irs.gov',
  'hexun.com',
  'bbc.co.uk',
] as const;

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2014, 0, 1);
const DAYS = 5 * 365;

const years = (n: number) => `${n} ${n === 1 ? 'Year' : 'Years'}`;

/** Row 1, fixed: clients of the kept API may look for it as it is. */
const rowOne = {
  avatar: '10.jpg',
  fullName: "Korrie O'Crevy",
  post: 'Nuclear Power Engineer',
  email: 'kocrevy0@thetimes.co.uk',
  city: 'Krasnosilka',
  startDate: '2016-09-23',
  salary: 2_389_635,
  age: 61,
  experience: years(1),
} as const;

/**
 * Sample row number `n` (1-based), the same on every run: its fields are drawn from a generator
 * seeded with `n` alone, so rows added later by "generate" continue the same sequence. Every
 * other row has an avatar ("10.jpg" … "1.jpg"), the rest show initials. The status is the caller's.
 */
export function sampleRow(n: number, status: number): NewTableRow {
  const random = seededRandom(0x7ab1e + n * 7919);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const first = pick(firstNames);
  const last = pick(lastNames);
  const fields =
    n === 1
      ? rowOne
      : {
          avatar: n % 2 === 1 ? `${10 - (((n - 1) / 2) % 10)}.jpg` : '',
          fullName: `${first} ${last}`,
          post: pick(posts),
          email: `${first[0]}${last}${n - 1}@${pick(domains)}`
            .toLowerCase()
            .replace(/[^a-z0-9@.]/g, ''),
          city: pick(cities),
          startDate: new Date(FIRST_DAY + Math.floor(random() * DAYS) * DAY)
            .toISOString()
            .slice(0, 10),
          salary: 1_000_000 + Math.floor(random() * 2_000_000),
          age: 21 + Math.floor(random() * 45),
          experience: years(1 + Math.floor(random() * 7)),
        };
  const row = { ...fields, status };
  return { id: n, ...row, search: searchText(row) };
}

/** The statuses of rows 1–100 with the sample counts; row 1 is Professional (2). */
export function sampleStatuses(): number[] {
  const statuses = shuffle(repeatCounts(statusCounts), seededRandom(100)).map(Number);
  const professional = statuses.indexOf(2);
  [statuses[0], statuses[professional]] = [2, statuses[0] ?? 2];
  return statuses;
}

/** The sample rows of these ids; beyond the 100 samples each status is drawn like the rest. */
export function sampleRows(ids: readonly number[]): NewTableRow[] {
  const statuses = sampleStatuses();
  return ids.map((n) =>
    sampleRow(n, statuses[n - 1] ?? 1 + ((Math.imul(n, 2_654_435_761) >>> 0) % 5)),
  );
}
