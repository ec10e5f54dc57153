import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

const failure = (env: Record<string, string>) => {
  try {
    readEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('identity settings', () => {
  it('take mail, verification, invitations and a provider when they are well formed', () => {
    expect(
      readEnv({
        APP_URL: 'https://admin.example.com',
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        REQUIRE_EMAIL_VERIFICATION: 'true',
        REGISTRATION: 'invite',
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_CLIENT_ID: 'beacon',
        OIDC_CLIENT_SECRET: 'shh',
      }),
    ).toMatchObject({
      APP_URL: 'https://admin.example.com',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Beacon Admin <no-reply@beacon.local>',
      REQUIRE_EMAIL_VERIFICATION: true,
      REGISTRATION: 'invite',
      OIDC_LABEL: 'OpenID Connect',
    });
    expect(readEnv({}).REQUIRE_EMAIL_VERIFICATION).toBe(false);
    expect(readEnv({}).SMTP_URL).toBeUndefined();
  });

  it('say what is wrong with a bad mail server or half a provider', () => {
    expect(failure({ SMTP_URL: 'mail.example.com' })).toContain('SMTP_URL: use smtp://');
    expect(failure({ OIDC_ISSUER: 'https://id.example.com' })).toContain(
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
    );
    expect(failure({ REGISTRATION: 'maybe' })).toContain('REGISTRATION');
  });
});

describe('S3 settings', () => {
  const s3 = { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('default the region, and the path style to whether an endpoint is given', () => {
    expect(readEnv(s3)).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(readEnv({ ...s3, S3_ENDPOINT: 'http://minio:9000' })).toMatchObject({
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(
      readEnv({ ...s3, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }),
    ).toMatchObject({ S3_FORCE_PATH_STYLE: false });
    expect(readEnv({}).S3_BUCKET).toBeUndefined();
  });

  it('refuse half a set, naming what is missing', () => {
    const message = failure({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'files' });
    expect(message).toContain('S3_ACCESS_KEY_ID: S3 storage needs');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: S3 storage needs');
    expect(message).not.toContain('S3_BUCKET:');
    expect(failure({ S3_REGION: 'eu-west-1' })).toContain('S3_BUCKET: S3 storage needs');
    expect(failure({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE');
  });
});

describe('the file quota', () => {
  it('takes a whole number of MB, and is the default when unset', () => {
    expect(readEnv({ FILE_QUOTA_MB: '200' }).FILE_QUOTA_MB).toBe(200);
    expect(readEnv({}).FILE_QUOTA_MB).toBeUndefined();
    expect(failure({ FILE_QUOTA_MB: '0' })).toContain('FILE_QUOTA_MB');
    expect(failure({ FILE_QUOTA_MB: 'lots' })).toContain('FILE_QUOTA_MB');
  });
});

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
