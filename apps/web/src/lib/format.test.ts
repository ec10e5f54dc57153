import { DirectionProvider } from '@mantine/core';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  formatsFor,
  instantOf,
  isoDayOf,
  splitAtValue,
  useFormats,
  usePageAlign,
  valueSlot,
} from './format';
import i18n from './i18n';

// Intl's separators: U+00A0 no-break space, U+202F narrow no-break space; Arabic adds U+200F
// (right-to-left mark) and U+200E (left-to-right mark), which order its text in a right-to-left line.
const nbsp = '\u00a0';
const rlm = '\u200f';
const lrm = '\u200e';

describe('formatsFor', () => {
  it('writes a negative amount of dollars the way each language does', () => {
    expect(formatsFor('en').money(-210)).toBe('-$210.00');
    expect(formatsFor('fr').money(-210)).toBe(`-210,00${nbsp}$US`);
    expect(formatsFor('de').money(-210)).toBe(`-210,00${nbsp}$`);
    expect(formatsFor('pt').money(-210)).toBe(`-US$${nbsp}210,00`);
    expect(formatsFor('ar').money(-210)).toBe(`${rlm}${lrm}-210.00${nbsp}US$`);
  });

  it('names the dollar the way each language does', () => {
    expect(['en', 'fr', 'de', 'pt', 'ar'].map((language) => formatsFor(language).currency)).toEqual(
      ['$', '$US', '$', 'US$', 'US$'],
    );
  });

  it('groups thousands and writes cents in each language', () => {
    expect(formatsFor('en').money(23896.35)).toBe('$23,896.35');
    expect(formatsFor('fr').money(23896.35)).toBe(`23\u202f896,35${nbsp}$US`);
    expect(formatsFor('de').money(23896.35)).toBe(`23.896,35${nbsp}$`);
    expect(formatsFor('pt').money(23896.35)).toBe(`US$${nbsp}23.896,35`);
    expect(formatsFor('ar').money(23896.35)).toBe(`${rlm}23,896.35${nbsp}US$`);
    expect(formatsFor('de').number(1234.5)).toBe('1.234,5');
    expect(formatsFor('en').number(1234.5)).toBe('1,234.5');
  });

  it('writes a calendar day in each language, the same day in every time zone', () => {
    const day = (language: string) => formatsFor(language).day('2026-10-23');
    expect(day('en')).toBe('Oct 23, 2026');
    expect(day('fr')).toBe('23 oct. 2026');
    expect(day('de')).toBe('23.10.2026');
    expect(day('pt')).toBe('23 de out. de 2026');
    expect(day('ar')).toBe(`23${rlm}/10${rlm}/2026`);
  });

  it('reads the days the API writes in English and writes them in the reader’s language', () => {
    expect(formatsFor('en').day('23 Oct 2026')).toBe('Oct 23, 2026');
    expect(formatsFor('fr').day('09/23/2016')).toBe('23 sept. 2016');
    expect(formatsFor('ar').day('23 Oct 2026')).toBe(`23${rlm}/10${rlm}/2026`);
  });

  it('shows text that is not a day as it came', () => {
    expect(formatsFor('en').day('soon')).toBe('soon');
    expect(formatsFor('en').day('2019-02-30')).toBe('2019-02-30');
  });

  it('writes an instant with its time, in UTC when asked', () => {
    const at = new Date('2021-04-14T20:43:00Z');
    expect(formatsFor('en').dateTime(at, 'utc')).toBe('Apr 14, 2021, 8:43 PM');
    expect(formatsFor('fr').dateTime(at, 'utc')).toBe('14 avr. 2021, 20:43');
    expect(formatsFor('de').dateTime(at, 'utc')).toBe('14.04.2021, 20:43');
    expect(formatsFor('pt').dateTime(at, 'utc')).toBe('14 de abr. de 2021, 20:43');
    expect(formatsFor('ar').dateTime(at, 'utc')).toBe(`14${rlm}/04${rlm}/2021، 8:43 م`);
  });
});

describe('ltrInText and autoInText', () => {
  it('isolate a value inside a sentence only in a right-to-left language', () => {
    for (const language of ['en', 'fr', 'de', 'pt'])
      expect(formatsFor(language).ltrInText('+1 (249) 555-4773')).toBe('+1 (249) 555-4773');
    expect(formatsFor('ar').ltrInText('+1 (249) 555-4773')).toBe('\u2066+1 (249) 555-4773\u2069');
    expect(formatsFor('en').autoInText('Apple')).toBe('Apple');
    expect(formatsFor('ar').autoInText('Apple')).toBe('\u2068Apple\u2069');
  });
});

describe('useFormats', () => {
  it('follows the UI language', async () => {
    const { result, rerender } = renderHook(() => useFormats());
    expect(result.current.money(-210)).toBe('-$210.00');
    await act(() => i18n.changeLanguage('ar'));
    rerender();
    expect(result.current.money(-210)).toBe(`${rlm}${lrm}-210.00${nbsp}US$`);
  });
});

describe('reading the API’s display texts', () => {
  it('reads a day', () => {
    expect(isoDayOf('13 Dec 2019')).toBe('2019-12-13');
    expect(isoDayOf('3 Jan 2024')).toBe('2024-01-03');
    expect(isoDayOf('09/23/2016')).toBe('2016-09-23');
    expect(isoDayOf('2019-12-13')).toBe('2019-12-13');
    expect(isoDayOf('13 Foo 2019')).toBeUndefined();
    expect(isoDayOf('23/09/2016')).toBeUndefined();
    expect(isoDayOf('31 Apr 2021')).toBeUndefined();
  });

  it('reads an instant in UTC', () => {
    expect(instantOf('14 Apr 2021, 8:43 PM')?.toISOString()).toBe('2021-04-14T20:43:00.000Z');
    expect(instantOf('04 Dec 2021, 12:15 AM')?.toISOString()).toBe('2021-12-04T00:15:00.000Z');
    expect(instantOf('04 Dec 2021, 12:15 PM')?.toISOString()).toBe('2021-12-04T12:15:00.000Z');
    expect(instantOf('yesterday')).toBeUndefined();
  });
});

describe('splitAtValue', () => {
  it('gives the text before and after the value', () => {
    expect(splitAtValue(`Phone: ${valueSlot}`)).toEqual(['Phone: ', '']);
    expect(splitAtValue(`${valueSlot} :الهاتف`)).toEqual(['', ' :الهاتف']);
    expect(splitAtValue('No value')).toEqual(['No value', '']);
  });
});

describe('usePageAlign', () => {
  it('gives the side the page’s lines start at', () => {
    const within = (dir: 'ltr' | 'rtl') =>
      function Page({ children }: { children: ReactNode }) {
        return createElement(DirectionProvider, {
          initialDirection: dir,
          detectDirection: false,
          children,
        });
      };
    expect(renderHook(() => usePageAlign(), { wrapper: within('rtl') }).result.current).toBe(
      'right',
    );
    expect(renderHook(() => usePageAlign(), { wrapper: within('ltr') }).result.current).toBe(
      'left',
    );
  });
});
