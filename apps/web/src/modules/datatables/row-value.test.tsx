import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { useRowValue } from './row-value';
import { tableRow } from './test-rows';

const row = tableRow(1, { start_date: '09/23/2016', salary: '$23896.35' });

/** What a cell shows for the field, as the DOM holds it. */
function shown(field: 'start_date' | 'salary' | 'email') {
  const { result } = renderHook(() => useRowValue());
  return render(<>{result.current(row, field)}</>).container;
}

describe('a data-table row’s values', () => {
  it('writes the API’s American dates and salaries in the UI’s language', async () => {
    expect(shown('start_date')).toHaveTextContent('Sep 23, 2016');
    expect(shown('salary')).toHaveTextContent('$23,896.35');
    await act(() => i18n.changeLanguage('de'));
    expect(shown('start_date')).toHaveTextContent('23.09.2016');
    expect(shown('salary')).toHaveTextContent('23.896,35 $');
  });

  it('isolates the salary and the e-mail address left to right in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const salary = shown('salary').querySelector('bdi[dir="ltr"]');
    expect(salary?.textContent).toBe('\u200f23,896.35\u00a0US$');
    expect(shown('email').querySelector('bdi[dir="ltr"]')).toHaveTextContent(row.email);
  });
});
