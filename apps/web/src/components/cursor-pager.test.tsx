import { DirectionProvider } from '@mantine/core';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { CursorPager, type CursorPagerProps, cursorSearch } from './cursor-pager';

const middle: CursorPagerProps = {
  total: 1234,
  totalExact: true,
  cursors: { prev: 'p1', next: 'n3' },
  page: 2,
  perPage: 10,
  onMove: () => {},
  label: 'Users',
};

const pager = () => screen.getByRole('navigation', { name: 'Users' });
const button = (name: string) => within(pager()).getByRole('button', { name });

describe('cursor pager', () => {
  it('shows the range of an exact total and moves to each neighbour with its page number', async () => {
    const onMove = vi.fn();
    const { user } = await renderWithProviders(<CursorPager {...middle} onMove={onMove} />);
    expect(pager()).toHaveTextContent('11–20 of 1,234');
    await user.click(button('Next page'));
    expect(onMove).toHaveBeenLastCalledWith({ cursor: 'n3', page: 3 });
    await user.click(button('Previous page'));
    expect(onMove).toHaveBeenLastCalledWith({ cursor: 'p1', page: 1 });
    await user.click(button('First page'));
    expect(onMove).toHaveBeenLastCalledWith({ cursor: 'first', page: 1 });
    await user.click(button('Last page'));
    expect(onMove).toHaveBeenLastCalledWith({ cursor: 'last', page: 124 });
  });

  it('bounds the last page of an exact total by the rows there are', async () => {
    await renderWithProviders(
      <CursorPager {...middle} page={124} cursors={{ prev: 'p123', next: null }} />,
    );
    expect(pager()).toHaveTextContent('1,231–1,234 of 1,234');
  });

  it('shows an estimate as about a compact number, and the last page of one has no number', async () => {
    const onMove = vi.fn();
    const { user } = await renderWithProviders(
      <CursorPager {...middle} total={1_234_567} totalExact={false} onMove={onMove} />,
    );
    expect(pager()).toHaveTextContent('11–20 of about 1.2M');
    await user.click(button('Last page'));
    expect(onMove).toHaveBeenLastCalledWith({ cursor: 'last', page: undefined });
  });

  it('shows only the total, and moves without page numbers, when the page is unknown', async () => {
    const onMove = vi.fn();
    const { user } = await renderWithProviders(
      <CursorPager
        {...middle}
        total={1_234_567}
        totalExact={false}
        page={undefined}
        onMove={onMove}
      />,
    );
    expect(pager()).toHaveTextContent(/^of about 1\.2M$/);
    await user.click(button('Previous page'));
    expect(onMove).toHaveBeenLastCalledWith({ cursor: 'p1', page: undefined });
    await user.click(button('First page'));
    expect(onMove).toHaveBeenLastCalledWith({ cursor: 'first', page: 1 });
  });

  it('disables First and Previous on the first page, Next and Last on the last', async () => {
    const onMove = vi.fn();
    const { user, unmount } = await renderWithProviders(
      <CursorPager {...middle} page={1} cursors={{ prev: null, next: 'n2' }} onMove={onMove} />,
    );
    expect(button('First page')).toBeDisabled();
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toBeEnabled();
    expect(button('Last page')).toBeEnabled();
    await user.click(button('Previous page'));
    expect(onMove).not.toHaveBeenCalled();

    unmount();
    await renderWithProviders(
      <CursorPager {...middle} page={124} cursors={{ prev: 'p123', next: null }} onMove={onMove} />,
    );
    expect(button('First page')).toBeEnabled();
    expect(button('Previous page')).toBeEnabled();
    expect(button('Next page')).toBeDisabled();
    expect(button('Last page')).toBeDisabled();
  });

  it('disables every button before the first page arrives', async () => {
    await renderWithProviders(<CursorPager {...middle} cursors={undefined} />);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page'])
      expect(button(name)).toBeDisabled();
  });

  it('names its buttons and writes its numbers in the reader’s language', async () => {
    await renderWithProviders(<CursorPager {...middle} total={1_234_567} totalExact={false} />);
    await act(() => i18n.changeLanguage('de'));
    expect(button('Nächste Seite')).toBeEnabled();
    expect(pager()).toHaveTextContent('11–20 von etwa 1,2 Mio.');
  });

  it('points its arrows the other way in right-to-left', async () => {
    const arrows = () =>
      ['First page', 'Previous page', 'Next page', 'Last page'].map(
        (name) => button(name).querySelector('svg')?.getAttribute('class') ?? '',
      );
    const { unmount } = await renderWithProviders(<CursorPager {...middle} />);
    const ltr = arrows();
    unmount();
    await renderWithProviders(
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        <CursorPager {...middle} />
      </DirectionProvider>,
    );
    expect(ltr[2]).toContain('chevron-right');
    expect(arrows()).toEqual([ltr[3], ltr[2], ltr[1], ltr[0]]);
  });
});

describe('cursor search', () => {
  it('gives the first page the list’s own address and keeps any other cursor', () => {
    expect(cursorSearch({ cursor: 'first', page: 1 })).toEqual({ cursor: undefined, page: 1 });
    expect(cursorSearch({ cursor: 'n3', page: 3 })).toEqual({ cursor: 'n3', page: 3 });
    expect(cursorSearch({ cursor: 'last', page: undefined })).toEqual({
      cursor: 'last',
      page: undefined,
    });
  });
});
