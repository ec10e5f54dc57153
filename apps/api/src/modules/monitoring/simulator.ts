import type { NewReading } from './sensor-view';

// Readings as a plausible sensor would send them, from a seed and the time alone: the same sensor
// at the same instant always reads the same, so the seed's month of history, the built-in
// simulator and `npm run simulate` agree, and any run can be replayed. Nothing here is stored.

/** How one kind of sensor behaves. */
export interface SensorProfile {
  /** Each sensor's own sequence of noise, door openings and dropouts. */
  seed: number;
  /** The value it holds on average. */
  setPoint: number;
  /** Half the swing between the day's low and its high. */
  dailyAmplitude: number;
  /** The hour of the day's high (UTC). */
  peakHour: number;
  /** How far the slow drift and the jitter wander from the daily cycle, at most. */
  noise: number;
  /** How far a typical excursion (a door left open, a fan that stopped) rises. */
  excursionRise: number;
  /** The chance that a given day has an excursion. */
  excursionsPerDay: number;
  /** The chance that a given day has a dropout (the sensor sends nothing for a while). */
  dropoutsPerDay: number;
}

const minute = 60_000;
const day = 24 * 60 * minute;
/** The slow drift's knots: a new value every 20 minutes, eased between. */
const driftKnot = 20 * minute;
/**
 * An excursion climbs for 20 minutes, stays up until someone notices (up to half an hour), then
 * the cooling takes 30 minutes to bring it back.
 */
export const excursionRiseMs = 20 * minute;
const excursionHoldMaxMs = 30 * minute;
export const excursionFallMs = 30 * minute;
const dropoutMinMs = 20 * minute;
const dropoutMaxMs = 120 * minute;

// What each draw is for: the same day's excursion and dropout must not share a draw.
const draws = {
  drift: 1,
  jitter: 2,
  excursion: 3,
  excursionStart: 4,
  excursionSize: 5,
  excursionHold: 6,
  dropout: 7,
  dropoutStart: 8,
  dropoutLength: 9,
} as const;

/** A number in [0, 1) from a seed, what it is for and an index: a hash, so any order of calls. */
function draw(seed: number, what: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(what, 0xc2b2ae35);
  h = Math.imul(h ^ index, 0x27d4eb2f);
  h ^= Math.imul(Math.floor(index / 4294967296), 0x165667b1);
  h = Math.imul(h ^ (h >>> 15), h | 1);
  h ^= h + Math.imul(h ^ (h >>> 7), h | 61);
  return ((h ^ (h >>> 14)) >>> 0) / 4294967296;
}

/** A time window that may start on a day: an excursion or a dropout. */
export interface Episode {
  start: number;
  end: number;
  size: number;
  /** How long an excursion stays at its height. */
  hold: number;
}

function excursionOf(profile: SensorProfile, dayIndex: number): Episode | null {
  if (draw(profile.seed, draws.excursion, dayIndex) >= profile.excursionsPerDay) return null;
  const start =
    dayIndex * day + Math.floor(draw(profile.seed, draws.excursionStart, dayIndex) * day);
  // Some doors are closed sooner than others: 70 % to 130 % of the typical rise.
  const size =
    profile.excursionRise * (0.7 + 0.6 * draw(profile.seed, draws.excursionSize, dayIndex));
  const hold = Math.floor(draw(profile.seed, draws.excursionHold, dayIndex) * excursionHoldMaxMs);
  return { start, end: start + excursionRiseMs + hold + excursionFallMs, size, hold };
}

function dropoutOf(profile: SensorProfile, dayIndex: number): Episode | null {
  if (draw(profile.seed, draws.dropout, dayIndex) >= profile.dropoutsPerDay) return null;
  const start = dayIndex * day + Math.floor(draw(profile.seed, draws.dropoutStart, dayIndex) * day);
  const length =
    dropoutMinMs +
    Math.floor(draw(profile.seed, draws.dropoutLength, dayIndex) * (dropoutMaxMs - dropoutMinMs));
  return { start, end: start + length, size: 0, hold: 0 };
}

/** The episodes that can cover `time`: one started that day, or one the day before ran into it. */
function episodesAt(
  of: (profile: SensorProfile, dayIndex: number) => Episode | null,
  profile: SensorProfile,
  time: number,
): Episode[] {
  const today = Math.floor(time / day);
  return [of(profile, today - 1), of(profile, today)].filter(
    (episode): episode is Episode =>
      episode !== null && time >= episode.start && time < episode.end,
  );
}

/** Excursions that started in [from, to), oldest first: what the seed checks its alarms against. */
export function excursionsBetween(profile: SensorProfile, from: Date, to: Date): Episode[] {
  const found: Episode[] = [];
  for (let d = Math.floor(from.getTime() / day); d <= Math.floor(to.getTime() / day); d++) {
    const episode = excursionOf(profile, d);
    if (episode && episode.start >= from.getTime() && episode.start < to.getTime())
      found.push(episode);
  }
  return found;
}

/** Dropouts that started in [from, to), oldest first. */
export function dropoutsBetween(profile: SensorProfile, from: Date, to: Date): Episode[] {
  const found: Episode[] = [];
  for (let d = Math.floor(from.getTime() / day); d <= Math.floor(to.getTime() / day); d++) {
    const episode = dropoutOf(profile, d);
    if (episode && episode.start >= from.getTime() && episode.start < to.getTime())
      found.push(episode);
  }
  return found;
}

/** Whether the sensor is silent at `time`. */
export const inDropout = (profile: SensorProfile, time: Date) =>
  episodesAt(dropoutOf, profile, time.getTime()).length > 0;

/** The drift: a random value per knot, eased (cosine) between knots, so it never jumps. */
function drift(profile: SensorProfile, time: number): number {
  const knot = Math.floor(time / driftKnot);
  const along = (time - knot * driftKnot) / driftKnot;
  const a = draw(profile.seed, draws.drift, knot) * 2 - 1;
  const b = draw(profile.seed, draws.drift, knot + 1) * 2 - 1;
  const ease = (1 - Math.cos(Math.PI * along)) / 2;
  return a + (b - a) * ease;
}

/** An excursion's shape: up in a straight line, a while at its height, then back down. */
function excursionAt(episode: Episode, time: number): number {
  const since = time - episode.start;
  if (since < excursionRiseMs) return (episode.size * since) / excursionRiseMs;
  const falling = since - excursionRiseMs - episode.hold;
  if (falling < 0) return episode.size;
  return episode.size * (1 - falling / excursionFallMs);
}

/** What the sensor reads at `time` (to 0.01), or null while it is in a dropout. */
export function readingAt(profile: SensorProfile, time: Date): number | null {
  const t = time.getTime();
  if (episodesAt(dropoutOf, profile, t).length > 0) return null;
  const hourOfDay = (t % day) / (60 * minute);
  const cycle =
    profile.dailyAmplitude * Math.sin((2 * Math.PI * (hourOfDay - profile.peakHour + 6)) / 24);
  const wander =
    profile.noise *
    (0.75 * drift(profile, t) +
      0.25 * (draw(profile.seed, draws.jitter, Math.floor(t / 1000)) * 2 - 1));
  const excursion = episodesAt(excursionOf, profile, t).reduce(
    (sum, episode) => sum + excursionAt(episode, t),
    0,
  );
  return Math.round((profile.setPoint + cycle + wander + excursion) * 100) / 100;
}

/**
 * The readings in [from, to), one every `stepSeconds` on the clock's grid (a one-minute step reads
 * at each whole minute), leaving out those in a dropout; oldest first.
 */
export function readingsBetween(
  profile: SensorProfile,
  from: Date,
  to: Date,
  stepSeconds: number,
): NewReading[] {
  const step = stepSeconds * 1000;
  const readings: NewReading[] = [];
  for (let t = Math.ceil(from.getTime() / step) * step; t < to.getTime(); t += step) {
    const at = new Date(t);
    const value = readingAt(profile, at);
    if (value !== null) readings.push({ at, value });
  }
  return readings;
}

/** The seed's history, and the longest silence the simulator fills. */
export const historyDays = 30;
/**
 * One reading every quarter of an hour in the history: a month of it for twelve sensors is 34,000
 * rows, which every first start writes and the mock mode's seeded image carries.
 */
export const historyStepSeconds = 900;
/** What a device sends, a reading a minute: the last few minutes of a sensor's backlog. */
const liveMs = 5 * minute;
const liveStepSeconds = 60;

/**
 * The readings a sensor owes from after `last` (or the history's start) up to `now` included: the
 * last few minutes a minute apart, as a device sends them, and a longer silence (a month of
 * history, a stopped server, a mock image made days ago) a quarter of an hour apart, so charts
 * have no hole where nobody was watching; never more than the history's month.
 */
export function readingsDue(profile: SensorProfile, last: Date | null, now: Date): NewReading[] {
  const floor = now.getTime() - historyDays * day;
  const from = Math.max(last ? last.getTime() + 1 : floor, floor);
  const liveFrom = Math.max(from, now.getTime() - liveMs);
  return [
    ...(from < liveFrom
      ? readingsBetween(profile, new Date(from), new Date(liveFrom), historyStepSeconds)
      : []),
    ...readingsBetween(profile, new Date(liveFrom), new Date(now.getTime() + 1), liveStepSeconds),
  ];
}
