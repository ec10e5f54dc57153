/** The largest id a database integer holds (the contract's `maxId`, without loading zod). */
const maxId = 2_147_483_647;

/** A route's `$id` as a post id, or 0 when it cannot name one (then no request is made). */
export function parsePostId(id: string): number {
  if (!/^\d{1,10}$/.test(id)) return 0;
  const value = Number(id);
  return value > 0 && value <= maxId ? value : 0;
}
