import DOMPurify from 'dompurify';

// The tags and attributes the API keeps (apps/api lib/sanitize-html.ts): what the editor can make.
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'hr',
  'img',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt'];
// Web and mail links, and the file store's pictures (a blog post's), which are read with the
// session's token: an <img> from anywhere else could track a reader.
const storeImage = /^\/api\/files\/[A-Za-z0-9_-]{22}(?:\/thumbnail)?$/;
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/api\/files\/[A-Za-z0-9_-]{22}(?:\/thumbnail)?$)/i;

// Its own instance: the hook that drops other pictures does not reach other DOMPurify callers.
const purify = DOMPurify(window);
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'img' && node instanceof Element) {
    if (!storeImage.test(node.getAttribute('src')?.trim() ?? '')) node.remove();
  }
});

/**
 * Rich text (a task's description, a mail's message) reduced to harmless formatting: before it is
 * shown or goes into an editor (it came from the server, or from another client) and before it
 * is sent. The server sanitises too.
 */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}

/** The editor's HTML as the API should store it: sanitised, and '' when there is no text. */
export function descriptionHtml(html: string): string {
  const clean = sanitizeHtml(html).trim();
  return /^(<p>(\s|<br\s*\/?>)*<\/p>)*$/.test(clean) ? '' : clean;
}
