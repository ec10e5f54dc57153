import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterPage, PageDrawn, PageGate } from './after-page';

/** A page that is still loading until "Load" is pressed, as the app layout nests the gate. */
function Shell() {
  const [loaded, setLoaded] = useState(false);
  return (
    <PageGate>
      <AfterPage>
        <p>extras</p>
      </AfterPage>
      {loaded ? (
        <>
          <p>page</p>
          <PageDrawn />
        </>
      ) : (
        <button type="button" onClick={() => setLoaded(true)}>
          Load
        </button>
      )}
    </PageGate>
  );
}

describe('what waits for the first page', () => {
  it('shows only once the page has been drawn', async () => {
    render(<Shell />);
    expect(screen.queryByText('extras')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('page')).toBeVisible();
    expect(await screen.findByText('extras')).toBeVisible();
  });

  it('shows at once outside a gate (a component drawn on its own)', () => {
    render(
      <AfterPage>
        <p>extras</p>
      </AfterPage>,
    );
    expect(screen.getByText('extras')).toBeVisible();
  });
});
