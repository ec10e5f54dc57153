import type { LiveEvent } from '@beacon/contract/live';

export interface LiveEnvelope {
  topic: string;
  event: LiveEvent;
}

/**
 * How events travel between the API instances that serve one database: every instance hears every
 * envelope, its own included, and delivers it to the sessions it holds.
 */
export interface LiveBus {
  /** `smaller` replaces `event` where the transport limits the size (PostgreSQL NOTIFY: 8,000 bytes). */
  publish: (envelope: LiveEnvelope, smaller?: LiveEvent) => Promise<void>;
  listen: (listener: (envelope: LiveEnvelope) => void) => void;
  close: () => Promise<void>;
}

/** One process (embedded PGlite, tests): an in-process fan-out. */
export function memoryBus(): LiveBus {
  const listeners = new Set<(envelope: LiveEnvelope) => void>();
  return {
    publish: (envelope) => {
      for (const listener of listeners) listener(envelope);
      return Promise.resolve();
    },
    listen: (listener) => void listeners.add(listener),
    close: () => {
      listeners.clear();
      return Promise.resolve();
    },
  };
}

/**
 * Mock mode: the API instances of one browser (a shared worker, or one worker per tab where shared
 * workers are missing) hear each other through a BroadcastChannel, which skips its sender.
 */
export function broadcastBus(name: string): LiveBus {
  const local = memoryBus();
  const channel = new BroadcastChannel(name);
  channel.onmessage = (message: MessageEvent<LiveEnvelope>) => void local.publish(message.data);
  return {
    publish: async (envelope) => {
      channel.postMessage(envelope);
      await local.publish(envelope);
    },
    listen: local.listen,
    close: async () => {
      channel.close();
      await local.close();
    },
  };
}
