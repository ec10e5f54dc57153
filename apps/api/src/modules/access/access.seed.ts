import type { Db } from '../../db/client';
import { samplePermissions } from './access.samples';
import { searchText } from './access.format';
import { permissions } from './access.table';

const roles = ['administrator', 'manager', 'user', 'support', 'restricted-user'];
const areas = ['Billing', 'Reports', 'Users', 'Invoices', 'Projects', 'Tickets', 'Mail', 'Files'];
const verbs = ['View', 'Edit', 'Approve', 'Export', 'Archive', 'Assign', 'Audit', 'Share'];

/** Benchmark rows after the samples: distinct names, one to three roles, dates over five years. */
function extraPermission(index: number) {
  const createdAt = new Date(Date.UTC(2021, 0, 1) + ((index * 7_919_000_013) % 1.5e11));
  const name = `${verbs[index % verbs.length]} ${areas[Math.floor(index / verbs.length) % areas.length]} ${index}`;
  const assignedTo = roles.filter((_, role) => role === 0 || (index + role) % 3 === 0);
  return { name, assignedTo, createdAt, position: 10 + index, search: searchText(name, createdAt) };
}

/**
 * The nine sample permissions in list order (positions 1–9), then more up to `total`
 * for benchmarks, in batches a PGlite insert takes without strain.
 */
export async function seedPermissions(db: Db, { total = samplePermissions.length } = {}) {
  await db.insert(permissions).values(
    samplePermissions.map((sample, index) => {
      const createdAt = new Date(sample.createdAt);
      return {
        name: sample.name,
        assignedTo: sample.assignedTo,
        createdAt,
        position: index + 1,
        search: searchText(sample.name, createdAt),
      };
    }),
  );
  const extra = Math.max(0, total - samplePermissions.length);
  for (let start = 0; start < extra; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, extra - start) }, (_, i) =>
      extraPermission(start + i),
    );
    await db.insert(permissions).values(batch);
  }
}
