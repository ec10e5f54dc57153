import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterShell } from './after-shell';

const page = (text: string) => (
  <>
    <p>shell,</p>
    <AfterShell>
      <p>{text}</p>
    </AfterShell>
  </>
);

// The app renders outside act(), as a browser does: React schedules the page's slice itself.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

describe('the page after the shell', () => {
  it('commits the shell first, then the page, and a later page at once', async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(page('users')));
    expect(container.textContent).toBe('shell,');
    await waitFor(() => expect(container.textContent).toBe('shell,users'));

    flushSync(() => root.render(page('shop')));
    expect(container.textContent).toBe('shell,shop');
    root.unmount();
  });
});
