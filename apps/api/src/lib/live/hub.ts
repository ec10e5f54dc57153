import {
  type LiveEvent,
  type LiveServerMessage,
  liveClientMessageSchema,
  liveCloseCodes,
} from '@beacon/contract/live';
import { z } from 'zod';
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
  /**
   * Of these sign-ins (refresh-token families), those still going. Asked when a socket signs in,
   * and for every signed-in socket at each heartbeat; without it, every sign-in counts as going.
   */
  liveFamilies?: (families: string[]) => Promise<Set<string>>;
  /** An event went out to this many sockets (the server's metrics count them). */
  onDelivered?: (sockets: number) => void;
}

/**
 * Why the hub closes a socket, always with `liveCloseCodes.unauthorized`: the client refreshes its
 * token and comes back, or, its sign-in having ended, the refresh fails and it is signed out.
 */
export const liveCloseReasons = {
  signInFirst: 'Sign in first',
  badToken: 'Bad or expired token',
  otherAccount: 'A token of another account',
  tokenExpired: 'Token expired',
  sessionEnded: 'Session ended',
} as const;

/**
 * A sign-in ended: one family (sign-out, a refresh token used twice), or every sign-in of an
 * account but `keepFamily` (a password change keeps the one that made it; a deleted account none).
 */
export type SessionEnd = { family: string } | { accountId: number; keepFamily?: string | null };

/** The bus's own topic for ended sign-ins: no rule names it, so no client may subscribe to it. */
const sessionsTopic = '_sessions';
const sessionsEndedSchema = z.union([
  z.object({ type: z.literal('sessions.ended'), family: z.string() }),
  z.object({
    type: z.literal('sessions.ended'),
    accountId: z.number().int(),
    keepFamily: z.string().nullable(),
  }),
]);

/** setTimeout's longest wait (about 24.8 days); a token living longer is waited for again. */
const longestWait = 2 ** 31 - 1;

interface Session {
  socket: LiveSocket;
  principal: Principal | null;
  topics: Set<string>;
  /** The account and sign-in of the last token the socket sent, from the moment it checks out. */
  accountId: number | null;
  family: string | null;
  /** Ends the session when that token expires, unless a newer one came first. */
  expiry: ReturnType<typeof setTimeout> | undefined;
  /** The hub closed it: it hears nothing more, whatever is still on its way. */
  ended: boolean;
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

  /**
   * Closes the sockets of an ended sign-in, in this process at once and in the others through the
   * bus. Never throws: the sign-out or password change has been written. Were the bus down, the
   * other processes' heartbeat check finds those sockets.
   */
  async endSessions(end: SessionEnd): Promise<void> {
    const event =
      'family' in end
        ? { type: 'sessions.ended', family: end.family }
        : { type: 'sessions.ended', accountId: end.accountId, keepFamily: end.keepFamily ?? null };
    this.endMatching(event);
    try {
      await this.options.bus.publish({ topic: sessionsTopic, event });
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * Ends the signed-in sockets whose sign-in is over though no event said so: a notification lost
   * while the bus reconnected, an account deleted, a refresh token expired. The heartbeat runs it.
   */
  async checkSessions(): Promise<void> {
    const liveFamilies = this.options.liveFamilies;
    if (!liveFamilies) return;
    const checked = [...this.sessions].flatMap((session) =>
      session.principal && session.family && !session.ended
        ? [{ session, family: session.family }]
        : [],
    );
    if (checked.length === 0) return;
    const live = await liveFamilies([...new Set(checked.map(({ family }) => family))]);
    for (const { session, family } of checked) {
      // A socket that signed in again meanwhile was checked with its new token.
      if (session.family === family && !live.has(family))
        this.end(session, liveCloseReasons.sessionEnded);
    }
  }

  /** Users with a session in this process. */
  connectedUsers(): number[] {
    return [...this.sessionsByUser.keys()];
  }

  connect(socket: LiveSocket): LiveConnection {
    const session: Session = {
      socket,
      principal: null,
      topics: new Set(),
      accountId: null,
      family: null,
      expiry: undefined,
      ended: false,
    };
    this.sessions.add(session);
    const timeout = setTimeout(
      () => session.principal || this.end(session, liveCloseReasons.signInFirst),
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
        clearTimeout(session.expiry);
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
    if (session.ended) return;
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
    if (!session.principal) return this.end(session, liveCloseReasons.signInFirst);
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

  /**
   * The first `auth` signs the socket in; a later one, with a fresh token of the same account after
   * a refresh, keeps it open past the first token's expiry. Each is answered `ready`.
   */
  private async authenticate(session: Session, token: string) {
    const claims = await verifyAccessToken(this.options.config, token);
    if (session.ended) return;
    // A token naming no sign-in could not be ended with it: its client refreshes and comes back.
    if (!claims?.fam) return this.end(session, liveCloseReasons.badToken);
    if (session.accountId !== null && claims.id !== session.accountId)
      return this.end(session, liveCloseReasons.otherAccount);
    // Known before the checks below, so an end of this sign-in heard meanwhile finds the socket.
    session.accountId = claims.id;
    session.family = claims.fam;
    this.expireAt(session, claims.expiresAt);
    const [principal, going] = await Promise.all([
      this.options.loadPrincipal(claims.id),
      this.isGoing(claims.fam),
    ]);
    if (session.ended) return;
    if (!principal) return this.end(session, liveCloseReasons.badToken);
    if (!going) return this.end(session, liveCloseReasons.sessionEnded);
    const first = !session.principal;
    session.principal = principal;
    send(session, { type: 'ready', userId: principal.id });
    if (!first) return;
    const count = (this.sessionsByUser.get(principal.id) ?? 0) + 1;
    this.sessionsByUser.set(principal.id, count);
    if (count === 1) await this.notifySessions(principal.id, 1);
  }

  private async subscribe(session: Session, topic: string) {
    // Abilities are read again: a role taken away stops new subscriptions at once.
    const principal = session.principal && (await this.options.loadPrincipal(session.principal.id));
    const prefix = topic.split(':')[0] ?? topic;
    const rule = this.rules.get(prefix);
    if (session.ended) return;
    if (!principal || !rule?.(principal, topic))
      return send(session, { type: 'error', message: 'Forbidden topic', topic });
    session.topics.add(topic);
    let sessions = this.byTopic.get(topic);
    if (!sessions) this.byTopic.set(topic, (sessions = new Set()));
    sessions.add(session);
    send(session, { type: 'subscribed', topic });
  }

  private async isGoing(family: string): Promise<boolean> {
    const liveFamilies = this.options.liveFamilies;
    return liveFamilies ? (await liveFamilies([family])).has(family) : true;
  }

  private expireAt(session: Session, at: number) {
    clearTimeout(session.expiry);
    session.expiry = setTimeout(
      () =>
        Date.now() >= at
          ? this.end(session, liveCloseReasons.tokenExpired)
          : this.expireAt(session, at),
      Math.min(Math.max(at - Date.now(), 0), longestWait),
    );
    (session.expiry as { unref?: () => void }).unref?.();
  }

  /**
   * Closes a socket from this side. It leaves its topics at once, not when its close completes, so
   * an event published right after a sign-out never reaches it.
   */
  private end(session: Session, reason: string) {
    if (session.ended) return;
    session.ended = true;
    clearTimeout(session.expiry);
    for (const topic of session.topics) this.byTopic.get(topic)?.delete(session);
    session.topics.clear();
    try {
      session.socket.close(liveCloseCodes.unauthorized, reason);
    } catch (error) {
      this.onError(error);
    }
  }

  private endMatching(event: unknown) {
    const parsed = sessionsEndedSchema.safeParse(event);
    if (!parsed.success) return this.onError(new Error('live: ignored a malformed sessions event'));
    const end = parsed.data;
    for (const session of this.sessions) {
      const matches =
        'family' in end
          ? session.family === end.family
          : session.accountId === end.accountId && session.family !== end.keepFamily;
      if (matches) this.end(session, liveCloseReasons.sessionEnded);
    }
  }

  private async drop(session: Session) {
    clearTimeout(session.expiry);
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
    if (topic === sessionsTopic) return this.endMatching(event);
    const sessions = this.byTopic.get(topic);
    if (!sessions?.size) return;
    const text = JSON.stringify({ type: 'event', topic, event } satisfies LiveServerMessage);
    let sent = 0;
    for (const session of sessions) {
      try {
        session.socket.send(text);
        sent++;
      } catch (error) {
        // One broken socket must not keep the event from the others.
        this.onError(error);
      }
    }
    this.options.onDelivered?.(sent);
  }

  private async notifySessions(userId: number, here: number) {
    for (const listener of this.sessionsListeners) {
      await listener(userId, here).catch(this.onError);
    }
  }

  private beat() {
    void this.checkSessions().catch(this.onError);
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
