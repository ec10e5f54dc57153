import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LabelledPagination, ListPages } from './labelled-pagination';

describe('labelled pagination', () => {
  it('names each page and arrow, marks the shown page and reports the one chosen', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<LabelledPagination total={5} value={2} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('marks the last page when a stale link asks for one past it', async () => {
    await renderWithProviders(<LabelledPagination total={3} value={9} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

describe('list pages', () => {
  it('shows no buttons for a single page', async () => {
    await renderWithProviders(<ListPages total={1} value={1} onChange={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names its region, and goes back to the top of the window for another page', async () => {
    const onChange = vi.fn();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderWithProviders(
      <ListPages label="Shop pages" total={3} value={1} onChange={onChange} />,
    );
    const pages = screen.getByRole('navigation', { name: 'Shop pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });
});
