import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    // The web build to serve; unset means the repository's apps/web/dist. A benchmark serves its own.
    WEB_ROOT: z.string().min(1).optional(),
    DATABASE_URL: z.url().optional(),
    // Tries to reach DATABASE_URL at start, 0.5 s apart and doubling up to 8 s (8: about 30 s).
    DATABASE_CONNECT_ATTEMPTS: z.coerce.number().int().min(1).default(8),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL: z
      .string()
      .regex(/^\d+[smhd]$/, 'use e.g. 10m')
      .default('10m'),
    REFRESH_TOKEN_TTL: z
      .string()
      .regex(/^\d+[smhd]$/, 'use e.g. 10m')
      .default('10m'),
    PASSWORD_ITERATIONS: z.coerce.number().int().min(1000).default(600_000),
    // Behind reverse proxies every request comes from the nearest one. The number of proxies in
    // front ('true' is one) says which X-Forwarded-For entry, counted from the right, is the
    // client's: the entries left of it were written by the client and prove nothing.
    TRUST_PROXY: z
      .union([
        z.enum(['true', 'false']),
        z.string().regex(/^\d+$/, 'use false, true or a number of proxies'),
      ])
      .default('false')
      .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
    // demo: the sample data and demo accounts, and anyone may register as an admin. production:
    // nothing seeded, the first admin made by `npm run create-admin`, registration as configured.
    BEACON_MODE: z.enum(['demo', 'production']).default('demo'),
    // Open or closed sign-up, and the role a new account gets; the defaults depend on the mode.
    // invite: only people an admin invites by e-mail may sign up, into the role of the invitation.
    REGISTRATION: z.enum(['open', 'closed', 'invite']).optional(),
    REGISTRATION_ROLE: z.string().trim().min(1).optional(),
    // `npm run create-admin` reads the new admin's password here when it is not typed at a prompt.
    ADMIN_PASSWORD: z.string().optional(),
    // The address people reach the app at (https://admin.example.com): the links in mail point
    // there, and passkeys are bound to its host. Unset: the address each request came to.
    APP_URL: z.url().optional(),
    // Mail goes out through this server (smtp://user:pass@host:587, smtps://… for TLS); unset, it
    // is kept in the outbox that admins read (and a demo's visitors, for their own address).
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'use smtp://… or smtps://…')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Beacon Admin <no-reply@beacon.local>'),
    // A new account signs in only after following the link mailed to its address.
    REQUIRE_EMAIL_VERIFICATION: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    // Sign-in with an OpenID Connect provider: all three, and a label for the button, or none.
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_LABEL: z.string().trim().min(1).default('OpenID Connect'),
    // Temperature monitoring: a demo's built-in simulator sends readings (off: never, whatever the
    // monitoring settings say); raw readings are kept this many days, hourly aggregates for good.
    MONITORING_SIMULATOR: z.enum(['on', 'off']).optional(),
    MONITORING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).default(1),
    LOG_REQUESTS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    // The least severe lines written; request lines are info, failures error.
    LOG_LEVEL: z
      .enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'])
      .default('info'),
    // json: one object a line, for a collector. pretty: for a person at a terminal. Unset: pretty
    // when NODE_ENV=development, json otherwise.
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    NODE_ENV: z.string().optional(),
    // Prometheus metrics at /metrics: on a port of their own (METRICS_HOST, loopback unless told),
    // and on the main port only to `Authorization: Bearer <METRICS_TOKEN>`. Neither: not served.
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    // HTTPS, and HTTP/2 to browsers, with this certificate and key (PEM files): both or neither.
    TLS_CERT: z.string().min(1).optional(),
    TLS_KEY: z.string().min(1).optional(),
    // What one account's files may take, all kinds together, in MB (500 when unset).
    FILE_QUOTA_MB: z.coerce.number().int().min(1).optional(),
    // New files' bytes go to this S3 bucket instead of the database: the bucket and both keys, or
    // no S3 setting at all. An endpoint names an S3-compatible service (MinIO…); AWS without it.
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  })
  .superRefine((env, context) => {
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
      context.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'METRICS_PORT must differ from PORT (for /metrics on PORT, set METRICS_TOKEN)',
      });
    if ((env.TLS_CERT === undefined) !== (env.TLS_KEY === undefined))
      context.addIssue({
        code: 'custom',
        path: [env.TLS_CERT === undefined ? 'TLS_CERT' : 'TLS_KEY'],
        message: 'TLS_CERT and TLS_KEY go together',
      });
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some((v) => v === undefined) && oidc.some((v) => v !== undefined))
      context.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
      });
    const s3Needed = {
      S3_BUCKET: env.S3_BUCKET,
      S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    };
    const s3Given = [
      ...Object.values(s3Needed),
      env.S3_ENDPOINT,
      env.S3_REGION,
      env.S3_FORCE_PATH_STYLE,
    ].some((v) => v !== undefined);
    for (const [name, value] of Object.entries(s3Needed))
      if (s3Given && value === undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
        });
  });

type Parsed = z.infer<typeof envSchema>;
export type Env = Omit<
  Parsed,
  'REGISTRATION' | 'REGISTRATION_ROLE' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'
> & {
  DATA_DIR: string;
  REGISTRATION: 'open' | 'closed' | 'invite';
  REGISTRATION_ROLE: string;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: boolean;
};

/** What a demo promises (anyone may try it as an admin) and what a deployment starts with. */
const registrationDefaults = {
  demo: { REGISTRATION: 'open', REGISTRATION_ROLE: 'admin' },
  production: { REGISTRATION: 'closed', REGISTRATION_ROLE: 'client' },
} as const;

/** The one place server mode reads `process.env`; a bad value stops the start with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's directory.
  const base = source.INIT_CWD ?? process.cwd();
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  const { DATA_DIR, WEB_ROOT, TLS_CERT, TLS_KEY } = parsed.data;
  const optional = (path: string | undefined) => (path === undefined ? undefined : absolute(path));
  const defaults = registrationDefaults[parsed.data.BEACON_MODE];
  return {
    ...parsed.data,
    REGISTRATION: parsed.data.REGISTRATION ?? defaults.REGISTRATION,
    REGISTRATION_ROLE: parsed.data.REGISTRATION_ROLE ?? defaults.REGISTRATION_ROLE,
    S3_REGION: parsed.data.S3_REGION ?? 'us-east-1',
    // S3-compatible services mostly want the bucket in the path; AWS wants it in the host name.
    S3_FORCE_PATH_STYLE: parsed.data.S3_FORCE_PATH_STYLE ?? parsed.data.S3_ENDPOINT !== undefined,
    DATA_DIR: absolute(DATA_DIR),
    WEB_ROOT: optional(WEB_ROOT),
    TLS_CERT: optional(TLS_CERT),
    TLS_KEY: optional(TLS_KEY),
  };
}

/** A path given to a command, made absolute against the directory it was run from. */
export function callerPath(path: string, source: NodeJS.ProcessEnv = process.env): string {
  // npm runs workspace scripts inside the workspace; the caller's directory is INIT_CWD.
  return isAbsolute(path) ? path : resolve(source.INIT_CWD ?? process.cwd(), path);
}
