import { describe, expect, it } from 'vitest';
import { latin1, pdfLanguage } from './pdf-latin1';

describe('latin1', () => {
  it('prints French amounts, quotes and dashes with their plain lookalikes', () => {
    expect(latin1('1\u202f234,50\u00a0€')).toBe('1 234,50\u00a0?');
    expect(latin1('\u201cL\u2019été\u201d \u2013 fin\u2026')).toBe('"L\'été" - fin...');
  });

  it('keeps Latin-1 letters and marks what the fonts cannot print', () => {
    expect(latin1('Müller ß ñ')).toBe('Müller ß ñ');
    expect(latin1('فاتورة')).toBe('??????');
  });
});

describe('pdfLanguage', () => {
  it('keeps a Latin-script language and writes Arabic in English', () => {
    expect(pdfLanguage('fr')).toBe('fr');
    expect(pdfLanguage('ar')).toBe('en');
  });
});
