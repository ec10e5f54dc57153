import { describe, expect, it } from 'vitest';
import { withoutParams } from './logging';

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
