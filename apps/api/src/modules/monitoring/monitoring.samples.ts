import type { AlarmSeverity, RuleCondition } from '@beacon/contract/monitoring';
import type { SensorProfile } from './simulator';

// The demo's site: twelve sensors in four zones, each with the behaviour of what it measures, and
// the alarm rules a site like it would set. The built-in simulator feeds these sensors only, found
// by these names: a sensor a person adds is never simulated.

type Kind = Omit<SensorProfile, 'seed'> & { minValue: number; maxValue: number };

// Door openings a few times a month in the cold rooms, rarer elsewhere; the server room's
// sensors lose their network now and then (the no-data rule has something to catch).
const kinds = {
  coldRoom: {
    setPoint: 4,
    dailyAmplitude: 0.6,
    peakHour: 15,
    noise: 0.4,
    excursionRise: 6.5,
    excursionsPerDay: 0.09,
    dropoutsPerDay: 0.02,
    minValue: -10,
    maxValue: 30,
  },
  freezer: {
    setPoint: -18,
    dailyAmplitude: 0.5,
    peakHour: 14,
    noise: 0.5,
    excursionRise: 9,
    excursionsPerDay: 0.06,
    dropoutsPerDay: 0.02,
    minValue: -40,
    maxValue: 10,
  },
  lab: {
    setPoint: 21,
    dailyAmplitude: 1.6,
    peakHour: 16,
    noise: 0.5,
    excursionRise: 5,
    excursionsPerDay: 0.05,
    dropoutsPerDay: 0.02,
    minValue: 0,
    maxValue: 50,
  },
  serverRoom: {
    setPoint: 24,
    dailyAmplitude: 1,
    peakHour: 17,
    noise: 0.6,
    excursionRise: 8,
    excursionsPerDay: 0.05,
    dropoutsPerDay: 0.06,
    minValue: 0,
    maxValue: 60,
  },
} satisfies Record<string, Kind>;

export const sampleZones = {
  coldRoomA: 'Cold room A',
  freezers: 'Freezers',
  lab: 'Lab',
  serverRoom: 'Server room',
} as const;

export interface SampleSensor {
  name: string;
  zone: string;
  minValue: number;
  maxValue: number;
  profile: SensorProfile;
}

const sensor = (name: string, zone: string, kind: Kind, seed: number): SampleSensor => {
  const { minValue, maxValue, ...behaviour } = kind;
  return { name, zone, minValue, maxValue, profile: { seed, ...behaviour } };
};

export const sampleSensors: readonly SampleSensor[] = [
  sensor('Cold room A – door', sampleZones.coldRoomA, kinds.coldRoom, 101),
  sensor('Cold room A – back wall', sampleZones.coldRoomA, kinds.coldRoom, 102),
  sensor('Cold room A – shelf 3', sampleZones.coldRoomA, kinds.coldRoom, 103),
  sensor('Cold room A – dairy', sampleZones.coldRoomA, kinds.coldRoom, 104),
  sensor('Freezer B1', sampleZones.freezers, kinds.freezer, 201),
  sensor('Freezer B2', sampleZones.freezers, kinds.freezer, 202),
  sensor('Freezer B3', sampleZones.freezers, kinds.freezer, 203),
  sensor('Lab bench', sampleZones.lab, kinds.lab, 301),
  sensor('Lab incubator room', sampleZones.lab, kinds.lab, 302),
  sensor('Server room – rack 1', sampleZones.serverRoom, kinds.serverRoom, 401),
  sensor('Server room – rack 2', sampleZones.serverRoom, kinds.serverRoom, 402),
  sensor('Server room – intake', sampleZones.serverRoom, kinds.serverRoom, 403),
];

/** The simulated profile of a sample sensor, by its name (case-insensitive, as names are unique). */
export function sampleProfileOf(name: string): SensorProfile | undefined {
  const key = name.toLowerCase();
  return sampleSensors.find((sample) => sample.name.toLowerCase() === key)?.profile;
}

export interface SampleRule {
  name: string;
  zone: string;
  condition: RuleCondition;
  threshold?: number;
  low?: number;
  high?: number;
  noDataMinutes?: number;
  hysteresis: number;
  delaySeconds: number;
  severity: AlarmSeverity;
  notifyRoles: string[];
}

export const sampleRules: readonly SampleRule[] = [
  {
    name: 'Cold room too warm',
    zone: sampleZones.coldRoomA,
    condition: 'above',
    threshold: 8,
    hysteresis: 0.5,
    delaySeconds: 300,
    severity: 'warning',
    notifyRoles: [],
  },
  {
    name: 'Cold room critical',
    zone: sampleZones.coldRoomA,
    condition: 'above',
    threshold: 10,
    hysteresis: 0.5,
    delaySeconds: 0,
    severity: 'critical',
    notifyRoles: ['admin', 'manager'],
  },
  {
    name: 'Freezer thawing',
    zone: sampleZones.freezers,
    condition: 'above',
    threshold: -10,
    hysteresis: 1,
    delaySeconds: 300,
    severity: 'critical',
    notifyRoles: ['admin', 'manager'],
  },
  {
    name: 'Lab outside comfort range',
    zone: sampleZones.lab,
    condition: 'outside',
    low: 18,
    high: 26,
    hysteresis: 0.5,
    delaySeconds: 0,
    severity: 'info',
    notifyRoles: [],
  },
  {
    name: 'Server room hot',
    zone: sampleZones.serverRoom,
    condition: 'above',
    threshold: 30,
    hysteresis: 1,
    delaySeconds: 120,
    severity: 'warning',
    notifyRoles: ['admin'],
  },
  {
    name: 'Server room sensor silent',
    zone: sampleZones.serverRoom,
    condition: 'noData',
    noDataMinutes: 15,
    hysteresis: 0,
    delaySeconds: 0,
    severity: 'warning',
    notifyRoles: [],
  },
];

/** What an operator wrote when acknowledging a past alarm, by its rule's condition. */
export const sampleComments: Readonly<Record<RuleCondition, readonly string[]>> = {
  above: [
    'Door left ajar after a delivery; closed and checked.',
    'Checked the stock with a probe: still within limits.',
    'Fan restarted by maintenance.',
  ],
  below: ['Thermostat reset.'],
  outside: ['Window was open during cleaning.', 'Heating schedule corrected.'],
  rate: ['Defrost cycle, expected.'],
  noData: ['Network switch rebooted.', 'Sensor battery replaced.'],
};
