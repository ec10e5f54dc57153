import type { NewSensor, Sensor } from '@beacon/contract/monitoring';
import {
  type SensorState,
  monitoringMessages,
  sensorDefaults,
} from '@beacon/contract/monitoring-values';
import type { TFunction } from 'i18next';
import type { FormErrors } from '../../../lib/form-errors';

/** The form's values: times in minutes (people think in minutes), numbers as the inputs give them. */
export interface SensorFormValues {
  name: string;
  zone: string;
  unit: string;
  minValue: number | string;
  maxValue: number | string;
  staleAfterMinutes: number | string;
  offlineAfterMinutes: number | string;
}

export type SensorField = keyof SensorFormValues;
export const sensorFields: readonly SensorField[] = [
  'name',
  'zone',
  'unit',
  'minValue',
  'maxValue',
  'staleAfterMinutes',
  'offlineAfterMinutes',
];

const minutes = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

export const sensorFormValues = (sensor: Sensor | null): SensorFormValues =>
  sensor
    ? {
        name: sensor.name,
        zone: sensor.zone,
        unit: sensor.unit,
        minValue: sensor.minValue,
        maxValue: sensor.maxValue,
        staleAfterMinutes: minutes(sensor.staleAfterSeconds),
        offlineAfterMinutes: minutes(sensor.offlineAfterSeconds),
      }
    : {
        name: '',
        zone: '',
        unit: sensorDefaults.unit,
        minValue: sensorDefaults.minValue,
        maxValue: sensorDefaults.maxValue,
        staleAfterMinutes: minutes(sensorDefaults.staleAfterSeconds),
        offlineAfterMinutes: minutes(sensorDefaults.offlineAfterSeconds),
      };

// An empty number input gives ''; NaN goes to the API, which names the field in its 400.
const numberOf = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** The body the API takes: seconds on the wire, whole ones. */
export const sensorBody = (values: SensorFormValues): NewSensor => ({
  name: values.name.trim(),
  zone: values.zone.trim(),
  unit: values.unit.trim(),
  minValue: numberOf(values.minValue),
  maxValue: numberOf(values.maxValue),
  staleAfterSeconds: Math.round(numberOf(values.staleAfterMinutes) * 60),
  offlineAfterSeconds: Math.round(numberOf(values.offlineAfterMinutes) * 60),
});

/** What the form checks before sending: what it can say in the reader's language. */
export function checkSensor(values: SensorFormValues, t: TFunction): FormErrors<SensorField> {
  const errors: FormErrors<SensorField> = {};
  if (!values.name.trim()) errors.name = t('monitoringSensors.errors.nameRequired');
  if (!values.zone.trim()) errors.zone = t('monitoringSensors.errors.zoneRequired');
  if (!values.unit.trim()) errors.unit = t('monitoringSensors.errors.unitRequired');
  for (const field of sensorFields.slice(3)) {
    if (!Number.isFinite(numberOf(values[field])))
      errors[field] = t('monitoringSensors.errors.numberRequired');
  }
  return errors;
}

/** The API's field names as the form's: its times are in seconds, the form's in minutes. */
export const sensorFieldOf = (key: string): SensorField | undefined =>
  key === 'staleAfterSeconds'
    ? 'staleAfterMinutes'
    : key === 'offlineAfterSeconds'
      ? 'offlineAfterMinutes'
      : sensorFields.find((field) => field === key);

/** The API's messages the screen says in the reader's language; others as the API wrote them. */
export const knownSensorMessages = {
  [monitoringMessages.sensorNameTaken]: 'monitoringSensors.errors.nameTaken',
  [monitoringMessages.sensorRetired]: 'monitoringSensors.errors.retired',
  [monitoringMessages.sensorNotFound]: 'monitoringSensors.errors.notFound',
};

const quietness: readonly SensorState[] = ['online', 'stale', 'offline', 'retired'];

/**
 * A sensor's state now: no event says a sensor went quiet, so the screen ages the state the API
 * gave by the same rule (stale past its stale time, offline past its offline time). The quieter
 * of the two wins, so a browser clock running behind never makes a silent sensor look online.
 */
export function stateAt(sensor: Sensor, now: number): SensorState {
  if (sensor.retiredAt) return 'retired';
  const silentSeconds = sensor.lastReadingAt
    ? (now - Date.parse(sensor.lastReadingAt)) / 1000
    : Number.POSITIVE_INFINITY;
  const aged: SensorState =
    silentSeconds > sensor.offlineAfterSeconds
      ? 'offline'
      : silentSeconds > sensor.staleAfterSeconds
        ? 'stale'
        : 'online';
  return quietness.indexOf(aged) > quietness.indexOf(sensor.state) ? aged : sensor.state;
}
