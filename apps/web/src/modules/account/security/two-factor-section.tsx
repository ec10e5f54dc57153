/** A card of the account's Security tab. */
export function TwoFactorSection() {
  return null;
}
