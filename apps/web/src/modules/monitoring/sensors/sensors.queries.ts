import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SensorsQuery } from '@beacon/contract/monitoring';
import { api, unwrap } from '../../../lib/http';

/** Every monitoring key starts with the module id: a setup event reloads them all at once. */
export const sensorKeys = {
  all: ['monitoring', 'sensors'] as const,
  list: (query: Partial<SensorsQuery>) => [...sensorKeys.all, query] as const,
};

/**
 * The sensors in use (not the retired ones) and every zone they are in: `{ sensors, zones }`. The
 * report, chart, rules and alarms pickers share it.
 */
export const sensorsQuery = () =>
  queryOptions({
    queryKey: sensorKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/monitoring/sensors', { signal })),
  });

/** The sensors screen's list: searched by name, one zone, retired ones on demand. */
export const sensorListQuery = (query: Partial<SensorsQuery>) =>
  queryOptions({
    queryKey: sensorKeys.list(query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/monitoring/sensors', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
