/**
 * After the password: the reply that asks for a second factor, or null when the account has none
 * to give (and its role does not require one).
 */
export function secondStep(): Promise<null> {
  return Promise.resolve(null);
}
