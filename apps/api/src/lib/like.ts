/** `%`, `_` and `\` in a search are literal characters, not patterns. */
export const likeContains = (q: string) =>
  `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
