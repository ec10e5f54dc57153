/** What the database cannot store, found in request text before any route reads it. */

export const nulMessage = 'Text may not contain the NUL character';
export const surrogateMessage = 'Text may not contain an unpaired surrogate (invalid Unicode)';

/** No request body needs more: the deepest a route takes is a few levels. */
export const MAX_BODY_DEPTH = 32;
export const depthMessage = `The request body may nest at most ${MAX_BODY_DEPTH} levels deep`;

/** A UTF-16 surrogate without its pair: PostgreSQL text and jsonb refuse it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored, or undefined when it can. */
export function badText(text: string): string | undefined {
  if (text.includes('\u0000')) return nulMessage;
  if (loneSurrogate.test(text)) return surrogateMessage;
  return undefined;
}

/** The characters that matter to nesting, outside strings and in (a quote, an escape). */
const structural = /["\\[\]{}]/g;

/**
 * Whether JSON text nests `[` and `{` deeper than `limit`, read in one pass over the text without
 * parsing it: bounded time and no recursion, whatever the text.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  structural.lastIndex = 0;
  for (let match = structural.exec(text); match; match = structural.exec(text)) {
    const char = match[0];
    if (inString) {
      if (char === '"') inString = false;
      else if (char === '\\') structural.lastIndex = match.index + 2;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/** Text that may decode to a NUL or a lone surrogate: only then is the body parsed and walked. */
const suspectEscape = /\\u0000|\\u[dD][89a-fA-F]/;

/**
 * The field (dotted path, `body` for the whole) and message of the first string or key in a JSON
 * body that cannot be stored, if any. The body must already be known to nest at most
 * MAX_BODY_DEPTH deep; it is walked with a stack of its own.
 */
export function badJsonField(text: string): { field: string; message: string } | undefined {
  if (!text.includes('\u0000') && !suspectEscape.test(text)) return undefined;
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    // Not JSON: the route's own validation says so.
    return undefined;
  }
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value, path } = entry;
    if (typeof value === 'string') {
      const message = badText(value);
      if (message) return { field: path || 'body', message };
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const message = badText(key);
        if (message) return { field: path || 'body', message };
      }
      // Reversed so that the first field is reported first.
      for (const [key, inner] of entries.reverse())
        stack.push({ value: inner, path: path ? `${path}.${key}` : key });
    }
  }
  return undefined;
}
