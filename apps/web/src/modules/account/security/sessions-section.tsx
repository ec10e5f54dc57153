/** A card of the account's Security tab. */
export function SessionsSection() {
  return null;
}
