import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test/render';
import { HoverTooltip } from './hover-tooltip';

function Row({ onEnter }: { onEnter?: () => void }) {
  return (
    <HoverTooltip label="View Ada" openDelay={300}>
      <button type="button" onMouseEnter={onEnter}>
        View
      </button>
    </HoverTooltip>
  );
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('a tooltip mounted at the first hover', () => {
  it('shows its label once the pointer has rested on the target, on the same element', async () => {
    const onEnter = vi.fn();
    render(<Row onEnter={onEnter} />, { wrapper: TestProviders });
    const button = screen.getByRole('button', { name: 'View' });

    fireEvent.mouseEnter(button);
    expect(onEnter).toHaveBeenCalledOnce();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('View Ada');
    // The same element: what the page holds on to (focus, a ref) is not lost.
    expect(screen.getByRole('button', { name: 'View' })).toBe(button);

    fireEvent.mouseLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('does not open when the pointer leaves before the delay', async () => {
    render(<Row />, { wrapper: TestProviders });
    const button = screen.getByRole('button', { name: 'View' });
    fireEvent.mouseEnter(button);
    await pause(100);
    fireEvent.mouseLeave(button);
    await pause(500);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus when asked to, and hides on blur', async () => {
    render(
      <HoverTooltip label="Paid, balance 0" withFocus>
        <span role="img" tabIndex={0} aria-label="Paid" />
      </HoverTooltip>,
      { wrapper: TestProviders },
    );
    const icon = screen.getByRole('img', { name: 'Paid' });
    fireEvent.focus(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Paid, balance 0');
    fireEvent.blur(icon);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
