/**
 * The text of a description, which the catalogue manager writes as rich text: a card shows a few
 * lines of it without its formatting. Parsed inertly: nothing in it runs or loads.
 */
export function plainText(html: string): string {
  if (!html.includes('<')) return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // Blocks become spaces, or "One</p><p>Two" would read "OneTwo".
  for (const block of body.querySelectorAll('p, li, br, h1, h2, h3, blockquote, pre'))
    block.append(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
