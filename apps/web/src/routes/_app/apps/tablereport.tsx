import { createFileRoute } from '@tanstack/react-router';
import type { ReportQuery } from '@beacon/contract/monitoring';
import {
  reportDefaults,
  reportGroupings,
  reportPerPageOptions,
  zoneNameMax,
} from '@beacon/contract/monitoring-values';
import { requireAbility } from '../../../lib/guard';
import {
  type Check,
  day,
  integer,
  listOf,
  numberOf,
  oneOf,
  searchWithDefaults,
} from '../../../lib/search-params';
import { TableReportPage } from '../../../modules/monitoring/report/report-page';

/** The largest id an integer column holds (the contract's `maxId`, whose file brings zod). */
const maxId = 2_147_483_647;

// The contract's sort fields, spelled here because its schema file brings zod.
const sortFields = [
  'sensor',
  'period',
  'min',
  'avg',
  'max',
  'count',
  'outside',
] as const satisfies readonly ReportQuery['sort'][];

/** `?sensors=[3,5]` as the router writes it, or `3,5` by hand: the valid ids, each once. */
const sensors: Check<number[]> = (value: unknown) => {
  const ids = (listOf(typeof value === 'number' ? String(value) : value, ',') ?? [])
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id >= 1 && id <= maxId);
  return ids.length > 0 ? [...new Set(ids)].slice(0, 200) : undefined;
};

/** Zones by name; a zone name may hold a comma, so only the router's list form is split. */
const zones: Check<string[]> = (value: unknown) => {
  const names = (listOf(value) ?? []).filter(
    (name): name is string =>
      typeof name === 'string' && name.trim() !== '' && name.length <= zoneNameMax,
  );
  return names.length > 0 ? [...new Set(names)].slice(0, 100) : undefined;
};

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    sensors,
    zones,
    // UTC days, both included; without them the report shows the last 7 days.
    from: day,
    to: day,
    groupBy: oneOf(reportGroupings),
    sort: oneOf(sortFields),
    dir: oneOf(['asc', 'desc']),
    page: integer({ min: 1 }),
    perPage: numberOf(reportPerPageOptions),
  },
  { ...reportDefaults, sort: 'sensor', dir: 'asc' },
);

export const Route = createFileRoute('/_app/apps/tablereport')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Monitoring'),
  component: TableReportPage,
});
