import { and, asc, ilike, isNull } from 'drizzle-orm';
import { likeContains } from '../../lib/like';
import type { Contributions } from '../../lib/module';
import { sensors } from './monitoring.table';

/** The quick search's sensors: those in use whose name holds `q`, by name, one short page. */
export const monitoringSearch: Contributions['search'] = {
  sensors: (db, q, limit) =>
    db
      .select({ id: sensors.id, name: sensors.name, zone: sensors.zone })
      .from(sensors)
      .where(and(isNull(sensors.retiredAt), q ? ilike(sensors.name, likeContains(q)) : undefined))
      .orderBy(asc(sensors.name), asc(sensors.id))
      .limit(limit),
};
