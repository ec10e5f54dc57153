import type { z } from 'zod';

/**
 * The ≈ 49,000 most used passwords of zxcvbn-ts's common list, lower case. Loaded on first use:
 * a large text that a browser in mock mode fetches only when someone sets a password, and a
 * server only once.
 */
let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
    (error: unknown) => {
      // A chunk that failed to load (a browser offline for a moment) is tried again next time.
      common = undefined;
      throw error;
    },
  );
  return common;
}

/** Whether a password is on the list, whatever its case and surrounding spaces. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

/**
 * A check for a request schema: the `field` of the body may not be a common password. A password
 * the contract's rules already refuse (too short, only spaces) keeps their one message. The schema
 * must be parsed asynchronously, as the routes' validator does.
 */
export const refuseCommonPassword =
  <Body extends Record<Field, unknown>, Field extends string>(field: Field, message: string) =>
  async (body: Body, ctx: z.RefinementCtx<Body>): Promise<void> => {
    const password = body[field];
    if (typeof password !== 'string') return;
    if (ctx.issues.some((issue) => issue.path?.[0] === field)) return;
    if (await isCommonPassword(password)) ctx.addIssue({ code: 'custom', path: [field], message });
  };
