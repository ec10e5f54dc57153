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
];
const ALLOWED_ATTR = ['href', 'target', 'rel'];
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;

/**
 * Rich text (a task's description, a mail's message) reduced to harmless formatting: before it is
 * shown or goes into an editor (it came from the server, or from another client) and before it
 * is sent. The server sanitises too.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}

/** The editor's HTML as the API should store it: sanitised, and '' when there is no text. */
export function descriptionHtml(html: string): string {
  const clean = sanitizeHtml(html).trim();
  return /^(<p>(\s|<br\s*\/?>)*<\/p>)*$/.test(clean) ? '' : clean;
}
