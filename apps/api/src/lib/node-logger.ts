import { createRequire } from 'node:module';
import { pino, type DestinationStream } from 'pino';
import type PinoPretty from 'pino-pretty';
import type { LogEntry, Logger } from './context';
import type { Env } from './env';
import { withoutParams, withoutSecrets } from './logging';

export type LogLevel = Env['LOG_LEVEL'];
export type LogFormat = NonNullable<Env['LOG_FORMAT']>;

export interface LogSettings {
  level: LogLevel;
  format: LogFormat;
  /** One line per request (`LOG_REQUESTS`); errors and start-up lines are written either way. */
  requests: boolean;
}

/** `LOG_FORMAT` when set; otherwise pretty only for a developer (`NODE_ENV=development`). */
export function logFormatOf(env: { LOG_FORMAT?: LogFormat; NODE_ENV?: string }): LogFormat {
  return env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json');
}

/**
 * The fields a secret would sit in if a caller ever logged a request, its headers or its body: a
 * second line of defence behind code that never logs them.
 */
export const redactedPaths = [
  'authorization',
  'cookie',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
];

/**
 * Free text (an error's message) may quote a token it was handed, or a failed query's parameters:
 * masked before it is written, whichever code logged it.
 */
function scrubbed(fields: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    result[key] = typeof value === 'string' ? withoutSecrets(withoutParams(value)) : value;
  return result;
}

/**
 * pino-pretty, loaded only for a developer's readable log: a server writing JSON lines starts
 * without it. Loaded synchronously (it is CommonJS), as the log is made before anything else.
 */
const prettyStream = () => createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;

/**
 * The server's log: JSON lines on stdout (one object per line, `time` in ISO 8601, `level` by
 * name), or pino-pretty's readable lines. `destination` replaces stdout (tests).
 */
export function createNodeLogger(
  settings: LogSettings,
  destination?: DestinationStream,
): { log: Logger; logger: pino.Logger } {
  const stream =
    destination ??
    (settings.format === 'pretty'
      ? prettyStream()({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
      : pino.destination({ fd: 1, sync: true }));
  const logger = pino(
    {
      level: settings.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactedPaths, censor: '[left out]' },
    },
    stream,
  );
  const log: Logger = ({ level, msg, ...fields }: LogEntry) => {
    if (!settings.requests && msg === 'request') return;
    logger[level](scrubbed(fields), msg);
  };
  return { log, logger };
}

/** The log as the environment sets it (`LOG_LEVEL`, `LOG_FORMAT`, `LOG_REQUESTS`). */
export const logSettingsOf = (
  env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV' | 'LOG_REQUESTS'>,
): LogSettings => ({ level: env.LOG_LEVEL, format: logFormatOf(env), requests: env.LOG_REQUESTS });
