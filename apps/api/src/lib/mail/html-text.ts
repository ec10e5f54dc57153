const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  });

/**
 * The paragraphs of sanitised rich text (an e-mail's message), as plain text for a mail's lines:
 * block ends become paragraph breaks, a line break a new line, a list item a "- " line, a link
 * its text followed by its address, and every other tag is dropped.
 */
export function htmlParagraphs(html: string): string[] {
  const text = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]*>/g, '').trim() === decode(href).trim() ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|pre)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decode(text)
    .split(/\n[ \t]*\n+/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t]+/g, ' ').trim())
        .filter((line, index, lines) => line !== '' || (index > 0 && index < lines.length - 1))
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '');
}
