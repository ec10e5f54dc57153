import {
  type LiveEvent,
  type LiveServerMessage,
  liveClientMessageSchema,
  liveCloseCodes,
} from '@beacon/contract/live';
import type { Principal } from '../context';
import { type TokenConfig, verifyAccessToken } from '../tokens';
import type { LiveBus, LiveEnvelope } from './bus';

/** What the hub needs of a socket: Node's `ws`, or the mock worker's message port. */
export interface LiveSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** The hub's side of one connection: feed it what the client sends, and tell it when it closed. */
export interface LiveConnection {
  receive(text: string): void;
  closed(): void;
}

/** May this principal hear this topic? Registered per topic family (`user:`, `presence`). */
export type TopicRule = (principal: Principal, topic: string) => boolean;
export type CommandHandler = (principal: Principal, data: unknown) => Promise<void>;
/** A user's sessions in this process went from 0 to 1 (`here` 1) or from 1 to 0 (`here` 0). */
export type SessionsListener = (userId: number, here: number) => Promise<void>;
export type HeartbeatListener = (userIds: number[]) => Promise<void>;

export interface LiveHubOptions {
  bus: LiveBus;
  config: TokenConfig;
  loadPrincipal: (id: number) => Promise<Principal | null>;
  onError?: (error: unknown) => void;
  /** How long a socket may stay without authenticating. */
  authTimeoutMs?: number;
  /** How often this process says its sessions are alive (cross-process presence). */
  heartbeatMs?: number;
}

interface Session {
  socket: LiveSocket;
  principal: Principal | null;
  topics: Set<string>;
}

/**
 * The live channel of one API process: one socket per browser session, topics per resource,
 * events from any process through the bus. Modules register who may hear which topic and the
 * commands they handle; they publish after their writes. HTTP stays the source of truth: a lost
 * event costs a reload, never data.
 */
export class LiveHub {
  readonly nodeId = crypto.randomUUID();
  private readonly rules = new Map<string, TopicRule>();
  private readonly commands = new Map<string, CommandHandler>();
  private readonly byTopic = new Map<string, Set<Session>>();
  private readonly sessionsByUser = new Map<number, number>();
  private readonly sessionsListeners: SessionsListener[] = [];
  private readonly heartbeatListeners: HeartbeatListener[] = [];
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly onError: (error: unknown) => void;
  /** Session drops still writing presence: closing the hub waits for them. */
  private readonly draining = new Set<Promise<void>>();
  private readonly sessions = new Set<Session>();

  constructor(private readonly options: LiveHubOptions) {
    this.onError = options.onError ?? (() => undefined);
    options.bus.listen((envelope) => this.deliver(envelope));
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs ?? 30_000);
    (this.heartbeat as { unref?: () => void }).unref?.();
  }

  /** Topics named `prefix` or starting with `prefix:` follow this rule; others are refused. */
  topic(prefix: string, rule: TopicRule): void {
    this.rules.set(prefix, rule);
  }

  command(name: string, handler: CommandHandler): void {
    this.commands.set(name, handler);
  }

  onSessions(listener: SessionsListener): void {
    this.sessionsListeners.push(listener);
  }

  onHeartbeat(listener: HeartbeatListener): void {
    this.heartbeatListeners.push(listener);
  }

  /** Never throws: a write has already succeeded when it publishes, and must still answer 2xx. */
  async publish(topic: string, event: LiveEvent, smaller?: LiveEvent): Promise<void> {
    try {
      await this.options.bus.publish({ topic, event }, smaller);
    } catch (error) {
      this.onError(error);
    }
  }

  /** Users with a session in this process. */
  connectedUsers(): number[] {
    return [...this.sessionsByUser.keys()];
  }

  connect(socket: LiveSocket): LiveConnection {
    const session: Session = { socket, principal: null, topics: new Set() };
    this.sessions.add(session);
    const timeout = setTimeout(
      () => session.principal || socket.close(liveCloseCodes.unauthorized, 'Sign in first'),
      this.options.authTimeoutMs ?? 10_000,
    );
    (timeout as { unref?: () => void }).unref?.();
    let queue = Promise.resolve();
    return {
      // One message at a time per session, so a subscribe never overtakes the auth before it.
      receive: (text) => {
        queue = queue.then(() => this.handle(session, text)).catch(this.onError);
      },
      closed: () => {
        clearTimeout(timeout);
        if (!this.sessions.delete(session)) return;
        const done = (queue = queue.then(() => this.drop(session)).catch(this.onError));
        this.draining.add(done);
        void done.finally(() => this.draining.delete(done));
      },
    };
  }

  /**
   * Waits for the sessions that closed to be dropped, drops the rest (their users go offline if
   * this was their last process), and only then closes the bus, which still carries those events.
   */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    await Promise.all(this.draining);
    for (const session of this.sessions) await this.drop(session).catch(this.onError);
    this.sessions.clear();
    await this.options.bus.close();
  }

  private async handle(session: Session, text: string) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
    const parsed = liveClientMessageSchema.safeParse(raw);
    if (!parsed.success) return send(session, { type: 'error', message: 'Bad message' });
    const message = parsed.data;
    if (message.type === 'ping') return send(session, { type: 'pong' });
    if (message.type === 'auth') return this.authenticate(session, message.token);
    if (!session.principal)
      return session.socket.close(liveCloseCodes.unauthorized, 'Sign in first');
    if (message.type === 'subscribe') return this.subscribe(session, message.topic);
    if (message.type === 'unsubscribe') {
      session.topics.delete(message.topic);
      this.byTopic.get(message.topic)?.delete(session);
      return;
    }
    const handler = this.commands.get(message.name);
    if (!handler)
      return send(session, { type: 'error', message: `Unknown command ${message.name}` });
    try {
      await handler(session.principal, message.data);
    } catch (error) {
      send(session, { type: 'error', message: error instanceof Error ? error.message : 'Failed' });
    }
  }

  private async authenticate(session: Session, token: string) {
    if (session.principal) return;
    const claims = await verifyAccessToken(this.options.config, token);
    const principal = claims ? await this.options.loadPrincipal(claims.id) : null;
    if (!principal)
      return session.socket.close(liveCloseCodes.unauthorized, 'Bad or expired token');
    session.principal = principal;
    send(session, { type: 'ready', userId: principal.id });
    const count = (this.sessionsByUser.get(principal.id) ?? 0) + 1;
    this.sessionsByUser.set(principal.id, count);
    if (count === 1) await this.notifySessions(principal.id, 1);
  }

  private async subscribe(session: Session, topic: string) {
    // Abilities are read again: a role taken away stops new subscriptions at once.
    const principal = session.principal && (await this.options.loadPrincipal(session.principal.id));
    const prefix = topic.split(':')[0] ?? topic;
    const rule = this.rules.get(prefix);
    if (!principal || !rule?.(principal, topic))
      return send(session, { type: 'error', message: 'Forbidden topic', topic });
    session.topics.add(topic);
    let sessions = this.byTopic.get(topic);
    if (!sessions) this.byTopic.set(topic, (sessions = new Set()));
    sessions.add(session);
    send(session, { type: 'subscribed', topic });
  }

  private async drop(session: Session) {
    for (const topic of session.topics) this.byTopic.get(topic)?.delete(session);
    session.topics.clear();
    const userId = session.principal?.id;
    session.principal = null;
    if (userId === undefined) return;
    const count = (this.sessionsByUser.get(userId) ?? 1) - 1;
    if (count > 0) return void this.sessionsByUser.set(userId, count);
    this.sessionsByUser.delete(userId);
    await this.notifySessions(userId, 0);
  }

  private deliver({ topic, event }: LiveEnvelope) {
    const sessions = this.byTopic.get(topic);
    if (!sessions?.size) return;
    const text = JSON.stringify({ type: 'event', topic, event } satisfies LiveServerMessage);
    for (const session of sessions) {
      try {
        session.socket.send(text);
      } catch (error) {
        // One broken socket must not keep the event from the others.
        this.onError(error);
      }
    }
  }

  private async notifySessions(userId: number, here: number) {
    for (const listener of this.sessionsListeners) {
      await listener(userId, here).catch(this.onError);
    }
  }

  private beat() {
    const users = this.connectedUsers();
    for (const listener of this.heartbeatListeners) void listener(users).catch(this.onError);
  }
}

function send(session: Session, message: LiveServerMessage) {
  try {
    session.socket.send(JSON.stringify(message));
  } catch {
    // A socket closing under us: its close event drops the session.
  }
}
