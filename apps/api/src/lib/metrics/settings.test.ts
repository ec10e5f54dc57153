import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';

const failure = (env: Record<string, string>) => {
  try {
    readEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('metrics settings', () => {
  it('are off unless a port or a token is given, and listen on loopback by default', () => {
    expect(readEnv({})).toMatchObject({ METRICS_HOST: '127.0.0.1' });
    expect(readEnv({}).METRICS_PORT).toBeUndefined();
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(readEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
    });
  });

  it('refuse a guessable token and a port that is not one', () => {
    expect(failure({ METRICS_TOKEN: 'short' })).toContain(
      'METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters',
    );
    expect(failure({ METRICS_PORT: '70000' })).toContain('METRICS_PORT');
    expect(failure({ METRICS_PORT: 'prometheus' })).toContain('METRICS_PORT');
    expect(failure({ PORT: '8080', METRICS_PORT: '8080' })).toContain(
      'METRICS_PORT must differ from PORT',
    );
  });
});
