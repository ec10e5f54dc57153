import { chartSensorsMax, chartWindows } from '@beacon/contract/monitoring-values';
import { type Check, listOf, oneOf } from '../../../lib/search-params';

// Read in the route file, which ships with the app's entry: plain checks, no schema library.

/** The largest id an integer column holds (the contract's `maxId`, whose file brings zod). */
const maxId = 2_147_483_647;

/** `?sensors=[1,2]` as the router writes it, or `1,2` by hand: known-shaped ids, each once. */
export const sensorIds: Check<number[]> = (value: unknown) => {
  const ids = (listOf(typeof value === 'number' ? String(value) : value, ',') ?? [])
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id >= 1 && id <= maxId);
  const unique = [...new Set(ids)].slice(0, chartSensorsMax);
  return unique.length > 0 ? unique : undefined;
};

/** An instant with its offset, as the API takes it (`2026-11-29T12:00:00.000Z`). */
export const instant: Check<string> = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

export const chartSearchChecks = {
  sensors: sensorIds,
  window: oneOf(chartWindows),
  from: instant,
  to: instant,
};

/** The window the chart opens with: a live one, so new readings show as they come. */
export const chartSearchDefaults = { window: '1h' } as const;
