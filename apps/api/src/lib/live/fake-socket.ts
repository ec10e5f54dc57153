import type { LiveClientMessage, LiveServerMessage } from '@beacon/contract/live';
import { vi } from 'vitest';
import type { LiveConnection, LiveHub, LiveSocket } from './hub';

/**
 * A stand-in for a WebSocket in the hub's tests: collects what the hub sends, and tells the hub
 * when it closes.
 */
export class FakeSocket implements LiveSocket {
  readonly received: LiveServerMessage[] = [];
  closedWith: { code: number; reason: string } | null = null;
  connection: LiveConnection | null = null;

  /** A socket connected to `live`. */
  static on(live: LiveHub): FakeSocket {
    const socket = new FakeSocket();
    socket.connection = live.connect(socket);
    return socket;
  }

  send(text: string): void {
    this.received.push(JSON.parse(text) as LiveServerMessage);
  }

  close(code: number, reason: string): void {
    if (this.closedWith) return;
    this.closedWith = { code, reason };
    // As `ws` does once the close handshake ends.
    this.connection?.closed();
  }

  say(message: LiveClientMessage): void {
    this.connection?.receive(JSON.stringify(message));
  }

  events(type?: string) {
    return this.received.flatMap((message) =>
      message.type === 'event' && (type === undefined || message.event.type === type)
        ? [message]
        : [],
    );
  }

  /** The first message matching `match`, once it has arrived. */
  waitFor(match: (message: LiveServerMessage) => boolean): Promise<LiveServerMessage> {
    return vi.waitFor(
      () => {
        const found = this.received.find(match);
        if (!found) throw new Error(`not yet received; so far ${JSON.stringify(this.received)}`);
        return found;
      },
      { timeout: 5_000, interval: 5 },
    );
  }

  waitForClose(timeout = 5_000): Promise<{ code: number; reason: string }> {
    return vi.waitFor(
      () => {
        if (!this.closedWith) throw new Error('not closed yet');
        return this.closedWith;
      },
      { timeout, interval: 5 },
    );
  }
}
