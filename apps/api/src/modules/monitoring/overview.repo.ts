import type { OverviewReply } from '@beacon/contract/monitoring';
import type { Db } from '../../db/client';

export async function overview(_db: Db, _now: Date): Promise<OverviewReply> {
  return { sensors: [], activeAlarms: { info: 0, warning: 0, critical: 0 } };
}
