/** A card of the account's Security tab. */
export function OidcSection() {
  return null;
}
