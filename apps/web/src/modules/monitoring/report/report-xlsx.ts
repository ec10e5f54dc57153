import type { ReportRow } from '@beacon/contract/monitoring';
import writeXlsxFile, { type SheetData } from 'write-excel-file/browser';
import { saveBlob } from '../../../lib/save-file';
import { reportSheet, type Translate } from './report-export';

// Loaded with `await import('./report-xlsx')` only when someone asks for Excel: the writer and
// its zip library stay out of the route chunk.

/** Downloads the rows as `fileName` (.xlsx), headings in bold, figures as numbers. */
export async function downloadXlsx(
  rows: readonly ReportRow[],
  t: Translate,
  fileName: string,
): Promise<void> {
  const [headings = [], ...body] = reportSheet(rows, t);
  const data: SheetData = [
    headings.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...body.map((cells) =>
      cells.map((value) =>
        typeof value === 'number' ? { value, type: Number } : { value, type: String },
      ),
    ),
  ];
  const blob = await writeXlsxFile(data, { columns: headings.map(() => ({ width: 16 })) }).toBlob();
  saveBlob(fileName, blob);
}
