// The contract's rules for the three sign-in forms (packages/contract/src/auth.ts, recovery.ts),
// written out without zod, which would weigh more than this whole entry. Each field gets the key
// modules/auth/form-messages.ts gives the first issue zod reports for it; validate.test.ts feeds
// the same inputs to both and expects the same keys.

/** A field's i18n key, per field: empty when the values pass. */
export type LiteErrors = Record<string, string>;

/** zod's own e-mail pattern (zod/v4/core/regexes.js `email`), less its needless escapes. */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const usernamePattern = /^[a-zA-Z0-9_.-]+$/;

/** The first of `checks` that fails, as zod reports issues in the order the schema lists them. */
const first = (...checks: [boolean, string][]) => checks.find(([failed]) => failed)?.[1];

function emailKey(value: string): string | undefined {
  const trimmed = value.trim();
  // zod checks the format before it trims: spaces around an address make it invalid.
  return first(
    [trimmed === '', 'auth.validation.emailRequired'],
    [!emailPattern.test(value), 'auth.validation.emailInvalid'],
    [trimmed.length > 254, 'auth.validation.emailTooLong'],
  );
}

function newPasswordKey(value: string): string | undefined {
  return first(
    [value === '', 'auth.validation.passwordRequired'],
    [!/\S/.test(value), 'auth.validation.passwordBlank'],
    [value.length < 8, 'auth.validation.passwordTooShort'],
    [value.length > 200, 'auth.validation.passwordTooLong'],
  );
}

function usernameKey(value: string): string | undefined {
  const trimmed = value.trim();
  return first(
    [trimmed === '', 'auth.validation.usernameRequired'],
    [trimmed.length < 3, 'auth.validation.usernameTooShort'],
    [trimmed.length > 30, 'auth.validation.usernameTooLong'],
    [!usernamePattern.test(trimmed), 'auth.validation.usernameCharacters'],
  );
}

const collect = (entries: [string, string | undefined][]): LiteErrors =>
  Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));

export const loginErrors = (v: { email: string; password: string }): LiteErrors =>
  collect([
    ['email', v.email.trim() === '' ? 'auth.validation.emailRequired' : undefined],
    ['password', v.password === '' ? 'auth.validation.passwordRequired' : undefined],
  ]);

export const registerErrors = (v: {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}): LiteErrors =>
  collect([
    ['username', usernameKey(v.username)],
    ['email', emailKey(v.email)],
    ['password', newPasswordKey(v.password)],
    ['terms', v.terms ? undefined : 'auth.validation.termsRequired'],
  ]);

export const forgotErrors = (v: { email: string }): LiteErrors =>
  collect([['email', emailKey(v.email)]]);
