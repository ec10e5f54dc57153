import type { User } from '@beacon/contract/users';
import { describe, expect, it } from 'vitest';
import { usersCsv, usersTsv } from './users-export';

const header = 'id,fullName,username,email,role,currentPlan,billing,status,company,country,contact';

const person = (changes: Partial<User> = {}): User => ({
  id: 7,
  fullName: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  company: 'Lumen PVT LTD',
  country: 'Portugal',
  contact: '(555) 010-0000',
  role: 'admin',
  currentPlan: 'team',
  status: 'active',
  billing: 'Manual - Paypal',
  avatar: 'https://example.com/ada.png',
  ...changes,
});

/** The CSV without its byte order mark, split into lines. */
const csvLines = (users: User[]) => usersCsv(users).slice(1).split('\r\n');

describe('usersCsv', () => {
  it('starts with a UTF-8 byte order mark and the header row', () => {
    const csv = usersCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(`\uFEFF${header}\r\n`);
  });

  it('writes one row per user in column order, without the avatar', () => {
    expect(csvLines([person(), person({ id: 8, fullName: 'Zoë Ångström' })])).toEqual([
      header,
      '7,Ada Lovelace,ada,ada@example.com,admin,team,Manual - Paypal,active,Lumen PVT LTD,Portugal,(555) 010-0000',
      '8,Zoë Ångström,ada,ada@example.com,admin,team,Manual - Paypal,active,Lumen PVT LTD,Portugal,(555) 010-0000',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and only those', () => {
    const csv = usersCsv([
      person({ fullName: 'Lovelace, Ada', company: 'The "Engine" Co', country: 'Line\nbreak' }),
    ]);
    expect(csv).toContain(
      '7,"Lovelace, Ada",ada,ada@example.com,admin,team,Manual - Paypal,active,"The ""Engine"" Co","Line\nbreak",(555) 010-0000\r\n',
    );
  });

  it('keeps a formula-like value as text', () => {
    const [, row] = csvLines([person({ fullName: '=HYPERLINK("http://x")', company: '@SUM(1)' })]);
    expect(row).toBe(
      `7,"'=HYPERLINK(""http://x"")",ada,ada@example.com,admin,team,Manual - Paypal,active,'@SUM(1),Portugal,(555) 010-0000`,
    );
  });
});

describe('usersTsv', () => {
  it('writes the header and rows separated by tabs, flattening tabs and line breaks', () => {
    expect(usersTsv([person({ fullName: 'Ada\tLove\r\nlace', company: 'A, "B"' })])).toBe(
      `${header.replaceAll(',', '\t')}\n` +
        '7\tAda Love lace\tada\tada@example.com\tadmin\tteam\tManual - Paypal\tactive\tA, "B"\tPortugal\t(555) 010-0000\n',
    );
  });
});
