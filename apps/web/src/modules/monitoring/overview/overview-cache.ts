import type { OverviewReply, ReadingsEvent, SensorTile } from '@beacon/contract/monitoring';
import type { SensorState } from '@beacon/contract/monitoring-values';

const day = 24 * 3600 * 1000;

const lowest = (known: number | null, values: number[]) =>
  values.length === 0 ? known : Math.min(known ?? Infinity, ...values);
const highest = (known: number | null, values: number[]) =>
  values.length === 0 ? known : Math.max(known ?? -Infinity, ...values);

/**
 * The overview with one sensor's new readings in: its state, last value and time, and its 24-hour
 * extremes widened by what arrived (a reading sent late, over a day old, leaves them be). The
 * hourly sparkline waits for the next load.
 */
export function applyReadings(
  reply: OverviewReply,
  event: ReadingsEvent,
  now = Date.now(),
): OverviewReply {
  const recent = event.readings
    .filter((reading) => Date.parse(reading.at) >= now - day)
    .map((reading) => reading.value);
  return {
    ...reply,
    sensors: reply.sensors.map((tile) =>
      tile.id === event.sensorId
        ? {
            ...tile,
            state: event.state,
            lastValue: event.lastValue,
            lastReadingAt: event.lastReadingAt,
            min24h: lowest(tile.min24h, recent),
            max24h: highest(tile.max24h, recent),
          }
        : tile,
    ),
  };
}

const rank: Record<SensorState, number> = { online: 0, stale: 1, offline: 2, retired: 3 };

/**
 * A tile's state now, from its last reading's age: the server's word when it was loaded only gets
 * worse with time until new readings come (which bring a new word). Taking the worse of the two
 * keeps a browser whose clock runs behind from showing a silent sensor as online.
 */
export function stateAt(tile: SensorTile, now: number): SensorState {
  if (tile.retiredAt || !tile.lastReadingAt) return tile.state;
  const silentSeconds = (now - Date.parse(tile.lastReadingAt)) / 1000;
  const aged: SensorState =
    silentSeconds > tile.offlineAfterSeconds
      ? 'offline'
      : silentSeconds > tile.staleAfterSeconds
        ? 'stale'
        : 'online';
  return rank[aged] > rank[tile.state] ? aged : tile.state;
}
