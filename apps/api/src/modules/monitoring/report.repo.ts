import type { ReportExportQuery, ReportQuery, ReportReply } from '@beacon/contract/monitoring';
import type { Db } from '../../db/client';

export async function report(_db: Db, _query: ReportQuery): Promise<ReportReply> {
  return { rows: [], total: 0 };
}

export async function exportReport(_db: Db, _query: ReportExportQuery): Promise<ReportReply> {
  return { rows: [], total: 0 };
}
