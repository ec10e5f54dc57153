import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { InSlices } from './in-slices';

/** As the app layout nests them: the shell drawn after the router's update, the page after it. */
const app = (text: string) => (
  <>
    <p>root,</p>
    <InSlices>
      <p>shell,</p>
      <InSlices>
        <p>{text}</p>
      </InSlices>
    </InSlices>
  </>
);

// The app renders outside act(), as a browser does: React schedules the slices itself.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

describe('drawing in slices', () => {
  it('commits a synchronous update without the shell, then the shell, then the page, and a later page at once', async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    const root = createRoot(container);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });

    flushSync(() => root.render(app('users')));
    expect(container.textContent).toBe('root,');
    await waitFor(() => expect(container.textContent).toBe('root,shell,users'));
    expect(seen).toContain('root,shell,');

    flushSync(() => root.render(app('shop')));
    expect(container.textContent).toBe('root,shell,shop');
    observer.disconnect();
    root.unmount();
  });
});
