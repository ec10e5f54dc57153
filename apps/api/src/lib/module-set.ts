import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { AccessLevel } from '@beacon/contract/access-values';
import type {
  ApiModule,
  Catalog,
  Contributions,
  ContributionsLookup,
  ListRule,
  ServiceLookup,
  Services,
} from './module';

/** The app's modules put together: the derived lists, and the way to one another's services. */
export interface ModuleSet {
  modules: readonly ApiModule[];
  catalog: Catalog;
  service: ServiceLookup;
  contributions: ContributionsLookup;
}

function catalogOf(modules: readonly ApiModule[]): Catalog {
  const sampleGrants: Record<string, Record<string, readonly AccessLevel[]>> = {};
  const listRules = new Map<string, ListRule>();
  const auditResources: string[] = [];
  const subjects: string[] = [];
  for (const module of modules) {
    for (const [subject, grants] of Object.entries(module.subjects ?? {})) {
      subjects.push(subject);
      for (const [role, levels] of Object.entries(grants))
        (sampleGrants[role] ??= {})[subject] = levels;
    }
    for (const [resource, rule] of Object.entries(module.audit ?? {})) {
      auditResources.push(resource);
      if (rule) listRules.set(resource, rule);
    }
  }
  return {
    subjects,
    sampleGrants,
    auditResources,
    listRules,
    tables: modules.flatMap((module) =>
      Object.values(module.tables ?? {}).filter((value): value is PgTable => is(value, PgTable)),
    ),
    counts: modules.flatMap((module) => module.seed?.counts ?? []),
  };
}

/** Two modules claiming one id, subject or resource is a mistake a start should not survive. */
function checkUnique(modules: readonly ApiModule[], catalog: Catalog) {
  const twice = (names: readonly string[]) => names.filter((name, i) => names.indexOf(name) !== i);
  for (const [what, names] of [
    ['module id', modules.map((module) => module.id)],
    ['access subject', catalog.subjects],
    ['audit resource', catalog.auditResources],
  ] as const) {
    const [repeated] = twice(names);
    if (repeated !== undefined) throw new Error(`Two modules name the ${what} "${repeated}"`);
  }
}

export function moduleSet(modules: readonly ApiModule[]): ModuleSet {
  const catalog = catalogOf(modules);
  checkUnique(modules, catalog);
  const services: Partial<Services> = {};
  const providers = new Map<string, string>();
  const service: ServiceLookup = (name) => {
    const found = services[name];
    if (found === undefined)
      throw new Error(`No module of the list offers "${String(name)}" (see modules/index.ts)`);
    return found;
  };
  for (const module of modules) {
    for (const [name, value] of Object.entries(module.provides?.(service) ?? {})) {
      const other = providers.get(name);
      if (other) throw new Error(`The modules ${other} and ${module.id} both offer "${name}"`);
      providers.set(name, module.id);
      Object.assign(services, { [name]: value });
    }
  }
  const contributions: ContributionsLookup = <K extends keyof Contributions>(name: K) =>
    modules.flatMap((module) => {
      const part = module.contributes?.[name];
      return part === undefined ? [] : [part];
    });
  return { modules, catalog, service, contributions };
}
