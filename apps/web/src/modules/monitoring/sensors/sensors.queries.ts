import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { NewSensor, SensorPatch, SensorsQuery } from '@beacon/contract/monitoring';
import { api, unwrap } from '../../../lib/http';

/** Every monitoring key starts with the module id: a setup event reloads them all at once. */
export const sensorKeys = {
  all: ['monitoring', 'sensors'] as const,
  list: (query: Partial<SensorsQuery>) => [...sensorKeys.all, query] as const,
  settings: ['monitoring', 'settings'] as const,
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

export const monitoringSettingsQuery = () =>
  queryOptions({
    queryKey: sensorKeys.settings,
    queryFn: ({ signal }) => unwrap(api.GET('/api/monitoring/settings', { signal })),
  });

// A sensor's change reaches every picker and the other screens' names: all sensor queries reload.
const invalidates = { invalidates: [sensorKeys.all] };

export const useCreateSensor = () =>
  useMutation({
    mutationFn: (body: NewSensor) => unwrap(api.POST('/api/monitoring/sensors', { body })),
    meta: invalidates,
  });

export const useUpdateSensor = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: SensorPatch }) =>
      unwrap(api.PATCH('/api/monitoring/sensors/{id}', { params: { path: { id } }, body })),
    meta: invalidates,
  });

export const useRetireSensor = () =>
  useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/monitoring/sensors/{id}', { params: { path: { id } } })),
    meta: invalidates,
  });

export const useRotateToken = () =>
  useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/monitoring/sensors/{id}/token', { params: { path: { id } } })),
    meta: invalidates,
  });

export const useSetSimulator = () =>
  useMutation({
    mutationFn: (simulator: boolean) =>
      unwrap(api.PATCH('/api/monitoring/settings', { body: { simulator } })),
    meta: { invalidates: [sensorKeys.settings] },
  });
