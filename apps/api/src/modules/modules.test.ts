import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { moduleSet } from '../lib/module-set';
import type { ApiModule } from '../lib/module';
import { backends, useTestApp } from '../test/harness';
import { emptySources } from './dashboard/dashboard.deps';
import { apiModules } from './index';

const { catalog, contributions } = moduleSet(apiModules);

/** Every Drizzle table of the `*.table.ts` files drizzle-kit reads (drizzle.config.ts). */
async function tablesOfFiles(): Promise<PgTable[]> {
  const src = join(import.meta.dirname, '..');
  const files = ['modules', 'lib'].flatMap((dir) =>
    readdirSync(join(src, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.table.ts'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  const exported = await Promise.all(files.map((file) => import(file) as Promise<object>));
  return exported.flatMap((values) =>
    Object.values(values).filter((value): value is PgTable => is(value, PgTable)),
  );
}

describe('the list of modules', () => {
  it('holds every module folder once, each under its own id', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(apiModules.map((module) => module.id).sort()).toEqual(folders.sort());
  });

  it('knows every table, so a reset empties them all', async () => {
    expect(new Set(catalog.tables)).toEqual(new Set(await tablesOfFiles()));
  });

  it('derives the access subjects, the sample roles and the live lists from the modules', () => {
    expect(catalog.subjects).toContain('Todo');
    expect(catalog.sampleGrants.manager?.Todo).toEqual(['read', 'write', 'create']);
    expect(catalog.sampleGrants.client).toEqual({ ACL: ['read'] });
    expect(catalog.listRules.get('tasks')).toEqual({ subject: 'Todo', owned: true });
    expect(catalog.auditResources).toContain('sessions');
  });

  it('gives every dashboard figure and every quick-search source from some module', () => {
    const figures = contributions('dashboard').flatMap((part) => Object.keys(part));
    expect(figures.sort()).toEqual(Object.keys(emptySources).sort());
    const groups = contributions('search').flatMap((part) => Object.keys(part));
    expect(groups.sort()).toEqual(['files', 'invoices', 'sensors', 'users']);
  });

  it('refuses two modules claiming one subject, and a service nobody offers', () => {
    const twin: ApiModule = { id: 'twin', subjects: { Todo: {} } };
    expect(() => moduleSet([...apiModules, twin])).toThrow(/access subject "Todo"/);
    expect(() => moduleSet([]).service('accounts')).toThrow(/No module of the list offers/);
  });
});

describe.each(backends)('the audit resources on %s', (backend) => {
  const t = useTestApp(backend);

  it('name every table the audit trigger records, and the sign-ins', async () => {
    const rows = await selectRows<{ table: string }>(
      t.db,
      sql`select distinct c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
          join pg_proc p on p.oid = g.tgfoid where p.proname = 'audit_row'`,
    );
    const audited = rows.map((row) => row.table);
    expect([...catalog.auditResources].sort()).toEqual([...audited, 'sessions'].sort());
  });
});
