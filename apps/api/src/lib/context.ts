import type { MongoAbility } from '@casl/ability';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { FilesConfig } from './file-store';
import type { TokenConfig } from './tokens';

export interface LogEntry {
  /** debug: what an operator turns on to look closer (LOG_LEVEL=debug), such as health probes. */
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  [key: string]: unknown;
}
export type Logger = (entry: LogEntry) => void;

export interface AppConfig extends TokenConfig {
  /** PBKDF2 cost: ≥ 600,000 in server mode; lower in the browser and in tests. */
  passwordIterations: number;
  /** Structured request and error log; absent in the browser, where the console is enough. */
  logger?: Logger;
  /** The client's address (server mode): sign-in limits count per address too (rate-limit.ts). */
  clientAddress?: (c: Context<AppEnv>) => string | undefined;
  /** Multiplies every sign-in limit: the E2E server, whose browsers all share one address. */
  rateLimitScale?: number;
  /** Who may sign up, and into which role; a demo's when absent: anyone, as an admin. */
  registration?: Registration;
  /** The public origin links in mail point to; absent: each request's own origin. */
  appUrl?: string;
  /** Mail: sent through `transport` (SMTP) when there is one, else kept in the outbox. */
  mail?: { from: string; transport?: MailTransport };
  /** A visitor may read the outbox's mail to one address (a demo's "Open the demo outbox"). */
  demoOutbox?: boolean;
  /** A new account signs in only once its address is verified. */
  requireEmailVerification?: boolean;
  /** Sign-in with an OpenID Connect provider (server mode only). */
  oidc?: OidcConfig;
  /** Temperature monitoring; the defaults when absent (tests): no simulator, 90 days of readings. */
  monitoring?: MonitoringConfig;
  /** The file store: the database driver and no picture processing when absent. */
  files?: FilesConfig;
  /** Prometheus figures (server mode): absent in the browser and in tests that do not read them. */
  metrics?: AppMetrics;
  /**
   * The migrations this code knows, by tag: `/api/health/ready` waits until all are applied.
   * Absent (tests that build an app by hand): that check passes.
   */
  migrationTags?: readonly string[];
  /** True once the process is shutting down: `/api/health/ready` then turns traffic away. */
  draining?: () => boolean;
}

/** One answered request, as the metrics count it: a route pattern, never a raw path. */
export interface RequestFigures {
  /** The matched route's pattern (`/api/files/:id`), or `unmatched`. */
  route: string;
  method: string;
  status: number;
  seconds: number;
}

/** What the app reports to the server's metrics; prom-client lives outside the app (lib/metrics). */
export interface AppMetrics {
  /** A request began: the returned function is called once, with its figures, when it is answered. */
  requestStarted: () => (figures: RequestFigures) => void;
  /** A live event went out to this many sockets. */
  liveDelivered: (sockets: number) => void;
}

export interface MonitoringConfig {
  /** Whether the built-in simulator may run (a demo's); the module's settings turn it on or off. */
  simulator: boolean;
  /** Raw readings older than this are removed; the hourly aggregates stay. */
  retentionDays: number;
}

/** One message as the mail service hands it on. */
export interface OutgoingMail {
  /** What sent it: reset, verify, invitation, email, invoice… */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes out (SMTP in server mode); the outbox keeps it when there is none. */
export interface MailTransport {
  send: (mail: OutgoingMail & { from: string }) => Promise<void>;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's text: "Sign in with <label>". */
  label: string;
}

export interface Registration {
  open: boolean;
  /** Closed to sign-up, but open to whoever an admin invites (REGISTRATION=invite). */
  invite?: boolean;
  /** The role a new account gets: an existing role's name. */
  role: string;
}

export interface Principal {
  id: number;
  ability: MongoAbility;
}

export interface AppEnv {
  Variables: {
    /** The request's transaction on a write (lib/audit/audited-writes.ts), else the database. */
    db: Db;
    /** The database itself: what outlives one request (rate-limit counts). */
    rootDb: Db;
    config: AppConfig;
    requestId: string;
    /** Looks the caller up in the database: abilities come from storage, never from the token. */
    loadPrincipal: (id: number) => Promise<Principal | null>;
    principal: Principal;
    /**
     * Work for once the request's write has committed (a live event): dropped when it rolls back.
     * Outside a write's transaction it runs when the handler is done. It runs after the
     * transaction, so it reads through the database itself, never `c.var.db`.
     */
    afterCommit: (work: () => Promise<void>) => void;
  };
}
