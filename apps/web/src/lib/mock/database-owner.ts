/// <reference lib="webworker" />

// One worker at a time has the demo database open. The tabs of one build share one worker, but a
// worker outlives its last tab for a while (its extended lifetime), so after a new build is
// deployed a reload starts the new build's worker beside the old one; and a browser without shared
// workers runs a worker per tab. Two PostgreSQL instances copying their files to one IndexedDB
// store would break the database, so a lock says who has it: the worker that wants it asks, and
// the one that holds it closes the database (its writes copied first), then lets go.

const LOCK = 'beacon-mock-database';

/**
 * Resolves once this worker may open the database. From then on, when another worker asks for it,
 * `giveUp` closes what this one has open, and the lock goes to the one that asked.
 */
export function ownDatabase(giveUp: () => Promise<void>): Promise<void> {
  // Web Locks exist only in secure contexts: a demo served over plain HTTP keeps the old way.
  if (!('locks' in navigator)) return Promise.resolve();
  const channel = new BroadcastChannel(LOCK);
  return new Promise<void>((held, failed) => {
    const hold = () =>
      new Promise<void>((release) => {
        channel.onmessage = () => {
          channel.onmessage = null;
          void giveUp().finally(() => {
            channel.close();
            release();
          });
        };
        held();
      });
    navigator.locks
      .request(LOCK, { ifAvailable: true }, (lock) => {
        if (lock) return hold();
        // Asked again until it comes: a worker that got the lock after this asked never heard it.
        const ask = () => channel.postMessage('give-up');
        ask();
        const asking = setInterval(ask, 1000);
        navigator.locks
          .request(LOCK, () => {
            clearInterval(asking);
            return hold();
          })
          .catch(failed);
        return undefined;
      })
      .catch(failed);
  });
}
