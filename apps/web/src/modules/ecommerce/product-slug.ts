/**
 * The product id a detail URL names: the text after the slug's last `-` (`apple-watch-27` → 27),
 * or null when that is not a positive whole number (no product can have it, so nothing is asked).
 */
export function productIdOfSlug(slug: string): number | null {
  const text = slug.slice(slug.lastIndexOf('-') + 1);
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
