/// <reference lib="webworker" />

/**
 * The worker's User Timing marks and the downloads of its start, relayed to the tabs: a worker's
 * timeline is its own, and `npm run bench` reads the page's to show where a start's time goes.
 * Only the start is relayed; the observer stops soon after the first answer.
 */
type Relay = (marks: [name: string, epochMs: number][]) => void;

const started: [string, number][] = [];
const relays = new Set<Relay>();
const epoch = (time: number) => performance.timeOrigin + time;
const file = (url: string) => url.replace(/^.*\//, '').replace(/-[\w-]{8}\./, '.');

function record(fresh: [string, number][]) {
  if (fresh.length === 0) return;
  started.push(...fresh);
  for (const relay of relays) relay(fresh);
}

const toMarks = (entries: PerformanceEntryList) =>
  entries.flatMap((entry): [string, number][] => {
    if (entry.entryType === 'mark' && entry.name.startsWith('beacon:'))
      return [[entry.name, epoch(entry.startTime)]];
    if (entry instanceof PerformanceResourceTiming && /\.(wasm|data|gz|js)$/.test(entry.name))
      return [[`beacon:worker:fetched ${file(entry.name)}`, epoch(entry.responseEnd)]];
    return [];
  });

const observer = new PerformanceObserver((list) => record(toMarks(list.getEntries())));
observer.observe({ type: 'mark', buffered: true });
observer.observe({ type: 'resource', buffered: true });

/** Sends a tab what was marked so far, and what is marked later while the start lasts. */
export function relayMarks(relay: Relay): void {
  if (started.length) relay([...started]);
  relays.add(relay);
}

let ending: ReturnType<typeof setTimeout> | undefined;

/** The start is over: what is still queued is relayed, then nothing more. */
export function endMarks(): void {
  ending ??= setTimeout(() => {
    record(toMarks(observer.takeRecords()));
    observer.disconnect();
    relays.clear();
  }, 2000);
}
