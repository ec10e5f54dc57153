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
