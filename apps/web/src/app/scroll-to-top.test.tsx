import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { ScrollToTop } from './scroll-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('scroll to top', () => {
  it('mounts nothing at the top of the page, appears past 300 px, and scrolls back up', async () => {
    const view = render(
      <MantineProvider>
        <ScrollToTop />
      </MantineProvider>,
    );
    // No portal in the page until the first scroll: the first screen's commit does without it.
    expect(view.baseElement.querySelectorAll('[data-portal]')).toHaveLength(0);
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollTo(400);
    const button = await screen.findByRole('button', { name: 'Scroll to top' });
    const scroll = vi.fn();
    window.scrollTo = scroll;
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
  });
});
