type Hint = { href: string; as: 'module' | 'style'; crossorigin: string | undefined };

// Proxies and servers commonly refuse response header blocks past 8 kB; half of it for one field.
const maxLength = 4000;

const attributes = (tag: string): Map<string, string> =>
  new Map(
    [...tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map(
      ([, name = '', double, single, bare]) => [name.toLowerCase(), double ?? single ?? bare ?? ''],
    ),
  );

// Only this origin's paths: a hint is a request the browser makes for the page, and a value with
// `<`, `>`, `,` or whitespace would break the header's syntax.
const sameOrigin = (href: string | undefined): href is string =>
  href !== undefined && /^\/(?!\/)[^\s<>,;"]+$/.test(href);

function hints(html: string): Hint[] {
  const entry: Hint[] = [];
  const styles: Hint[] = [];
  const modules: Hint[] = [];
  for (const [, name = '', rest = ''] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(rest);
    const rel = attrs.get('rel')?.toLowerCase();
    const href = name.toLowerCase() === 'script' ? attrs.get('src') : attrs.get('href');
    if (!sameOrigin(href)) continue;
    const crossorigin = attrs.get('crossorigin');
    if (name.toLowerCase() === 'script' && attrs.get('type') === 'module')
      entry.push({ href, as: 'module', crossorigin });
    else if (rel === 'modulepreload') modules.push({ href, as: 'module', crossorigin });
    else if (rel === 'stylesheet') styles.push({ href, as: 'style', crossorigin });
  }
  // The entry first, then the stylesheets that block the first paint, then the entry's imports.
  return [...entry, ...styles, ...modules];
}

/**
 * The page's `Link` header: its entry module, stylesheets and module preloads, so an HTTP/2 proxy or
 * CDN can push them or send them as 103 Early Hints before the HTML arrives. A preload is reused
 * only when its CORS mode matches the tag's, hence the tag's `crossorigin` is copied. Undefined
 * when the page has none.
 */
export function preloadLinks(html: string): string | undefined {
  let header = '';
  for (const { href, as, crossorigin } of hints(html)) {
    const cors =
      crossorigin === undefined
        ? ''
        : crossorigin === 'use-credentials'
          ? '; crossorigin=use-credentials'
          : '; crossorigin';
    const link = `<${href}>; rel=${as === 'module' ? 'modulepreload' : 'preload; as=style'}${cors}`;
    const next = header ? `${header}, ${link}` : link;
    if (next.length > maxLength) break;
    header = next;
  }
  return header || undefined;
}
