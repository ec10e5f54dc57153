import type { TableRow } from '@beacon/contract/datatables';
import writeXlsxFile, { type SheetData } from 'write-excel-file/browser';
import { saveBlob } from '../../../lib/save-file';
import { rowsSheet, type Translate } from './table-export';

// Loaded with `await import('./export-xlsx')` only when someone asks for Excel: the writer and
// its zip library stay out of the route chunk.

/** Downloads the rows as `fileName` (.xlsx), headings in bold. */
export async function downloadXlsx(
  rows: readonly TableRow[],
  t: Translate,
  fileName: string,
): Promise<void> {
  const [headings = [], ...body] = rowsSheet(rows, t);
  const data: SheetData = [
    headings.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...body.map((cells) =>
      cells.map((value) =>
        typeof value === 'number' ? { value, type: Number } : { value, type: String },
      ),
    ),
  ];
  const blob = await writeXlsxFile(data, { columns: headings.map(() => ({ width: 18 })) }).toBlob();
  saveBlob(fileName, blob);
}
