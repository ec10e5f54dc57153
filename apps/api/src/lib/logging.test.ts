import { describe, expect, it } from 'vitest';
import { withoutParams, withoutSecrets } from './logging';

describe('the error log', () => {
  it("keeps a failed query and its stack, not its parameters (a hash, a token's, a person's data)", () => {
    const stack = [
      'Error: Failed query: insert into "accounts" ("email", "password_hash") values ($1, $2)',
      'params: ada@example.com,pbkdf2-sha256$600000$c2FsdA$aGFzaA',
      'second line of a parameter',
      '    at PglitePreparedQuery.queryWithCache (session.js:41:15)',
    ].join('\n');
    const logged = withoutParams(stack);
    expect(logged).toBe(
      [
        'Error: Failed query: insert into "accounts" ("email", "password_hash") values ($1, $2)',
        'params: [left out]',
        '    at PglitePreparedQuery.queryWithCache (session.js:41:15)',
      ].join('\n'),
    );
    expect(withoutParams('Error: boom')).toBe('Error: boom');
  });
});

describe("a thrown error's text", () => {
  it('loses the secrets a library may quote, and keeps the rest', () => {
    const text = [
      'Error: invalid token eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2ln for Bearer abc.def',
      'while fetching /auth/verify-email?token=Zm9vYmFy&lang=en',
      'body began data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
      'key Qk1ZqT3xV8pL2mN7rS4tU6wY9zA1bC5dE0fG2hJ3kL',
      'no answer from postgres://beacon:s3cret@db:5432/beacon',
      '    at verify (/work/main/apps/api/src/lib/tokens.ts:52:15)',
    ].join('\n');
    expect(withoutSecrets(text)).toBe(
      [
        'Error: invalid token [left out] for [left out]',
        'while fetching /auth/verify-email?[left out]&lang=en',
        'body began [left out]',
        'key [left out]',
        'no answer from postgres://[left out]@db:5432/beacon',
        '    at verify (/work/main/apps/api/src/lib/tokens.ts:52:15)',
      ].join('\n'),
    );
  });
});
