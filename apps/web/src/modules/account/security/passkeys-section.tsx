/** A card of the account's Security tab. */
export function PasskeysSection() {
  return null;
}
