import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { InSlices, drawFirstScreenAtOnce } from './in-slices';
import { renderOutsideAct } from '../../test/outside-act';

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

describe('drawing in slices', () => {
  it('commits a synchronous update without the shell, then the shell, then the page, and a later page at once', async () => {
    renderOutsideAct();
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

  it('draws everything in one commit once the first screen has its answers', () => {
    renderOutsideAct();
    drawFirstScreenAtOnce();
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(app('users')));
    expect(container.textContent).toBe('root,shell,users');
    root.unmount();
  });
});
