// Block ends become line breaks before the tags go, so "first line" means the first paragraph.
const blockEnd = /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|blockquote|pre)\s*>/gi;

/**
 * The first non-empty line of a message as plain text, for the list's excerpt. The HTML was
 * sanitised by the API; it is parsed into an inert document (no scripts run, no images load) and
 * only its text is read, never put back into the page as HTML.
 */
export function firstLine(html: string, max = 200): string {
  const { body } = new DOMParser().parseFromString(
    // Source line breaks are spaces in HTML; only block ends and <br> end a line.
    html.replace(/\s+/g, ' ').replace(blockEnd, '\n'),
    'text/html',
  );
  // Their text is code, not words of the message.
  body.querySelectorAll('style, script, template, noscript').forEach((node) => node.remove());
  const text = body.textContent;
  const line = text
    .split('\n')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .find((part) => part !== '');
  if (!line) return '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
