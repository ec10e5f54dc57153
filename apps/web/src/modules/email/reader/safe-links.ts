import { sanitizeHtml } from '../../../lib/sanitize-html';

/**
 * A message as the reader shows it: sanitised, and every link opening in a new tab without access
 * to this page (a link in a mail must not take the app's tab, nor reach it through `opener`).
 */
export function messageHtml(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  for (const link of doc.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.innerHTML;
}
