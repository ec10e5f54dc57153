// Work a module does on a timer rather than in a request (a retention sweep, a check for silent
// sensors, the demo's simulator). Node's server and the mock's worker start them; tests and
// scripts, which build the app without starting them, call a job's `run` when they want it.

export interface Job {
  /** For the log: `monitoring.no-data`. */
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

export interface JobsOptions {
  onError?: (name: string, error: unknown) => void;
  /** After each run that did not throw (the mock copies its database to IndexedDB). */
  afterRun?: () => void;
}

/** Starts each job on its interval, never two runs of one job at once; returns `stop`. */
export function startJobs(jobs: readonly Job[], options: JobsOptions = {}): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (busy.has(job.name)) return;
      busy.add(job.name);
      const run = job
        .run()
        .then(() => options.afterRun?.())
        .catch((error: unknown) => options.onError?.(job.name, error))
        .finally(() => {
          busy.delete(job.name);
          running.delete(run);
        });
      running.add(run);
    }, job.everyMs);
    (timer as { unref?: () => void }).unref?.();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}
