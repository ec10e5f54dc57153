import type { Db } from '../../db/client';

// SKELETON (owned by the data helper): sample sensors, rules, a month of history, some alarms.
export async function seedMonitoring(_db: Db) {}
