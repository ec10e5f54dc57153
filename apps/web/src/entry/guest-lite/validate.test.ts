import { loginRequestSchema, registerRequestSchema } from '@beacon/contract/auth';
import { forgotPasswordBodySchema } from '@beacon/contract/recovery';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../modules/auth/form-messages';
import { forgotErrors, loginErrors, registerErrors } from './validate';

const emails = [
  '',
  '   ',
  'a@b',
  'admin@demo.com',
  ' admin@demo.com ',
  'no-at.example',
  'a..b@c.io',
];
const long = `${'a'.repeat(250)}@x.io`;
const passwords = ['', ' ', '        ', 'short', 'Secret123!', 'x'.repeat(201), '   a    '];
const usernames = ['', '  ', 'ab', ' ab ', 'early_bird', 'bad name', 'é_x', 'x'.repeat(31)];

describe('the small entry checks the sign-in forms as the React forms do', () => {
  it('sign-in: the same field → message keys as the contract schema', () => {
    for (const email of emails)
      for (const password of passwords) {
        const values = { email, password };
        expect(loginErrors(values), JSON.stringify(values)).toEqual(
          schemaErrors(loginRequestSchema, values),
        );
      }
  });

  it('sign-up: the same keys for every username, e-mail and password rule, and the terms', () => {
    for (const username of usernames)
      for (const email of [...emails, long])
        for (const password of passwords) {
          const values = { username, email, password };
          const expected = {
            ...schemaErrors(registerRequestSchema, values),
            terms: 'auth.validation.termsRequired',
          };
          expect(registerErrors({ ...values, terms: false }), JSON.stringify(values)).toEqual(
            expected,
          );
        }
    expect(
      registerErrors({
        username: 'bird',
        email: 'b@demo.com',
        password: 'Secret123!',
        terms: true,
      }),
    ).toEqual({});
  });

  it('reset link: the same keys for the e-mail', () => {
    for (const email of [...emails, long])
      expect(forgotErrors({ email }), email).toEqual(
        schemaErrors(forgotPasswordBodySchema, { email }),
      );
  });
});
