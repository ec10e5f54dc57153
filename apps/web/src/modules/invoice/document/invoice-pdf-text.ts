import type { TFunction } from 'i18next';
import i18n from '../../../lib/i18n';
import { dateFormatter, moneyFormatter, percentFormatter } from './invoice-format';

/** The words and number formats a PDF is written with. */
export interface PdfText {
  t: TFunction;
  money: (amount: number) => string;
  percent: (rate: number) => string;
  date: (isoDay: string) => string;
}

/**
 * jsPDF's built-in fonts cover Latin-1 only, so a language written in another script (Arabic)
 * gets an English PDF rather than unreadable glyphs; embedding a font for it would add hundreds
 * of kilobytes to a file most readers never ask for.
 */
const latinLanguages = new Set(['en', 'fr', 'de', 'pt']);

export function pdfText(language: string = i18n.language): PdfText {
  const lng = latinLanguages.has(language) ? language : 'en';
  return {
    t: i18n.getFixedT(lng),
    money: moneyFormatter(lng),
    percent: percentFormatter(lng),
    date: dateFormatter(lng),
  };
}

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
