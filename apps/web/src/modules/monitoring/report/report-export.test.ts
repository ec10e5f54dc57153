import { describe, expect, it } from 'vitest';
import { reportCsv, reportSheet } from './report-export';
import { reportRow } from './test-report';

// Headings as keys: the mapping is under test, not the translations.
const t = (key: string) => key.split('.').at(-1) ?? key;
const header = 'sensor,zone,unit,period,min,avg,max,count,outside';

describe('report export', () => {
  it('writes every row with a BOM, a header, CRLF ends, one-decimal figures and minutes outside', () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      reportRow({ sensorId: i + 1, sensor: `Probe ${i + 1}`, min: i - 0.04 }),
    );
    const csv = reportCsv(rows, t);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(62);
    expect(lines[0]).toBe(header);
    expect(lines[1]).toBe('Probe 1,Cold room,°C,2026-11-23 00:00,0.0,-18.5,-12.0,1440,125');
    expect(lines[60]).toBe('Probe 60,Cold room,°C,2026-11-23 00:00,59.0,-18.5,-12.0,1440,125');
    expect(lines[61]).toBe('');
  });

  it('keeps hours in the period and whole figures with their decimal', () => {
    const csv = reportCsv([reportRow({ period: '2026-11-23T14:00:00.000Z', max: 4, count: 7 })], t);
    expect(csv).toContain(',2026-11-23 14:00,-21.0,-18.5,4.0,7,125\r\n');
  });

  it('quotes commas and quotes, and keeps a formula-like name as text', () => {
    const csv = reportCsv([reportRow({ sensor: '=HYPERLINK("x")', zone: 'Dock, north' })], t);
    expect(csv).toContain(`"'=HYPERLINK(""x"")","Dock, north",°C,`);
  });

  it('gives Excel numbers for the figures, the count and the minutes', () => {
    expect(reportSheet([reportRow()], t)).toEqual([
      header.split(','),
      ['Freezer 3', 'Cold room', '°C', '2026-11-23 00:00', -21, -18.5, -12, 1440, 125],
    ]);
  });
});
