import { describe, expect, it } from 'vitest';
import { createNodeLogger, logFormatOf, type LogSettings } from './node-logger';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

function capture(settings: Partial<LogSettings> = {}) {
  const lines: Record<string, unknown>[] = [];
  const { log } = createNodeLogger(
    { level: 'info', format: 'json', requests: true, ...settings },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { log, lines };
}

describe("the server's log", () => {
  it('writes one JSON object a line: level by name, ISO time, the message and its fields', () => {
    const { log, lines } = capture();
    log({ level: 'info', msg: 'request', route: '/api/files/:id', status: 200, accountId: 7 });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        route: '/api/files/:id',
        status: 200,
        accountId: 7,
      }),
    ]);
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
  });

  it('keeps lines below LOG_LEVEL out, and request lines out when LOG_REQUESTS is false', () => {
    const warnings = capture({ level: 'warn' });
    warnings.log({ level: 'debug', msg: 'request', route: '/api/health' });
    warnings.log({ level: 'info', msg: 'listening' });
    warnings.log({ level: 'error', msg: 'job failed' });
    expect(warnings.lines.map((l) => l.msg)).toEqual(['job failed']);

    const debug = capture({ level: 'debug', requests: false });
    debug.log({ level: 'info', msg: 'request', status: 200 });
    debug.log({ level: 'error', msg: 'request', status: 500 });
    debug.log({ level: 'debug', msg: 'probe' });
    debug.log({ level: 'error', msg: 'unhandled error' });
    expect(debug.lines.map((l) => l.msg)).toEqual(['probe', 'unhandled error']);
  });

  it('masks a token in free text and redacts fields that hold headers or passwords', () => {
    const { log, lines } = capture();
    log({
      level: 'error',
      msg: 'unhandled error',
      error: `Error: refused ${jwt} for /auth/reset-password?token=abc123`,
      headers: { authorization: `Bearer ${jwt}`, cookie: 'session=1', accept: 'text/html' },
      body: { email: 'ada@example.com', password: 'password-1234', newPassword: 'New-pass-2' },
      refreshToken: jwt,
    });
    log({
      level: 'error',
      msg: 'live channel',
      error: 'Failed query: select 1 where "email" = $1\nparams: grace@example.com',
    });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/eyJ|abc123|password-1234|New-pass-2|session=1|grace@example/);
    expect(lines[0]).toMatchObject({
      headers: { accept: 'text/html' },
      body: { email: 'ada@example.com', password: '[left out]' },
      refreshToken: '[left out]',
    });
  });

  it('is pretty only when LOG_FORMAT says so, or in development when it is unset', () => {
    expect(logFormatOf({})).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormatOf({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'pretty' })).toBe('pretty');
  });
});
