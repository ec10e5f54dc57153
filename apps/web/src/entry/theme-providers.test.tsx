import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProviders } from './theme-providers';

describe('the toasts', () => {
  it('mount their container with the first toast, which then shows, and keep it', async () => {
    render(
      <ThemeProviders>
        <p>page</p>
      </ThemeProviders>,
    );
    await screen.findByText('page');
    // However long the page stays without a toast, even once the container's code is here.
    await act(async () => void (await import('./toasts')));
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => void notifications.show({ id: 'saved', message: 'Saved' }));
    expect(await screen.findByText('Saved')).toBeVisible();

    act(() => void notifications.hide('saved'));
    await expect.poll(() => screen.queryByText('Saved')).toBeNull();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
