/**
 * jsPDF's built-in fonts print Latin-1 only. Embedding a font for another script (Arabic) would
 * add hundreds of kilobytes to a file most readers never ask for, so such a language gets an
 * English PDF instead.
 */
const latinLanguages = new Set(['en', 'fr', 'de', 'pt']);

/** The language a PDF asked for in `language` is written in. */
export const pdfLanguage = (language: string): string =>
  latinLanguages.has(language) ? language : 'en';

const lookalikes: Record<string, string> = {
  '\u202f': ' ', // French thousands: a narrow no-break space
  '\u2009': ' ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
};

/**
 * The text as the built-in fonts can print it: characters beyond Latin-1 that Intl and typography
 * use have plain lookalikes; anything else would print as garbage, so it becomes "?".
 */
export function latin1(text: string): string {
  return Array.from(
    text,
    (char) => lookalikes[char] ?? (char.charCodeAt(0) <= 0xff ? char : '?'),
  ).join('');
}
