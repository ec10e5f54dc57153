/**
 * The composer window (bottom-right, minimisable), rendered once by the e-mail page; it opens and
 * closes through useComposeStore. Placeholder until the composer lands.
 */
export function Composer() {
  return null;
}
