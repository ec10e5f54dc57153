import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobs } from './jobs';

describe('timed jobs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each job on its interval, never two runs of one job at once, until stopped', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => undefined;
    const slow = {
      name: 'slow',
      everyMs: 100,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    };
    const after = vi.fn();
    const stop = startJobs([slow], { afterRun: after });
    await vi.advanceTimersByTimeAsync(350);
    // Still busy with the first run: the next ticks are skipped, not queued.
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(after).toHaveBeenCalledTimes(1);
    expect(runs).toBe(2);
    release();
    await stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(2);
  });

  it('reports a failed run by name and goes on with the next one', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    let calls = 0;
    const flaky = {
      name: 'flaky',
      everyMs: 50,
      run: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('database away')) : Promise.resolve();
      },
    };
    const stop = startJobs([flaky], { onError });
    await vi.advanceTimersByTimeAsync(120);
    await stop();
    expect(onError).toHaveBeenCalledWith(
      'flaky',
      expect.objectContaining({ message: 'database away' }),
    );
    expect(calls).toBe(2);
  });
});
