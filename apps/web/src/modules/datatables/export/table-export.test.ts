import { describe, expect, it } from 'vitest';
import { tableRow } from '../test-rows';
import { rowsCsv, rowsSheet, rowsTsv } from './table-export';

// Headings and status names as keys: the mapping is under test, not the translations.
const t = (key: string) => key.split('.').at(-1) ?? key;
const header = 'id,full_name,post,email,city,start_date,salary,age,experience,status';

describe('data-table export', () => {
  it('writes a CSV with a BOM, a header row, CRLF line ends and the status by name', () => {
    const csv = rowsCsv([tableRow(1), tableRow(2, { status: 3 })], t);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      header,
      '1,Person 1,Web Developer,person1@example.com,Lisbon,09/23/2016,$23896.35,40,1 Year,current',
      '2,Person 2,Web Developer,person2@example.com,Lisbon,09/23/2016,$23896.35,40,1 Year,rejected',
      '',
    ]);
  });

  it('keeps a formula-looking cell as text and quotes commas, quotes and line breaks', () => {
    const csv = rowsCsv(
      [tableRow(1, { full_name: '=HYPERLINK("x")', post: 'Lead, "Ops"', city: 'Porto\nNorte' })],
      t,
    );
    expect(csv).toContain(
      `1,"'=HYPERLINK(""x"")","Lead, ""Ops""",person1@example.com,"Porto\nNorte"`,
    );
    for (const start of ['+1', '-1', '@SUM(A1)']) {
      expect(rowsCsv([tableRow(1, { full_name: start })], t)).toContain(`,'${start},`);
    }
  });

  it('copies as tab-separated text with tabs and line breaks inside values flattened', () => {
    const tsv = rowsTsv([tableRow(4, { full_name: 'Ann\tLee', city: '=cmd' })], t);
    const [head, row] = tsv.split('\n');
    expect(head).toBe(header.replaceAll(',', '\t'));
    expect(row?.split('\t').slice(0, 5)).toEqual([
      '4',
      'Ann Lee',
      'Web Developer',
      'person4@example.com',
      "'=cmd",
    ]);
  });

  it('gives Excel numbers for id, salary and age and text for the rest', () => {
    const sheet = rowsSheet([tableRow(9, { salary: '$1234.5', age: '31', status: 5 })], t);
    expect(sheet[0]).toEqual(header.split(','));
    expect(sheet[1]).toEqual([
      9,
      'Person 9',
      'Web Developer',
      'person9@example.com',
      'Lisbon',
      '09/23/2016',
      1234.5,
      31,
      '1 Year',
      'applied',
    ]);
  });
});
