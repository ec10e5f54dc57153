import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BarChart, LineChart } from './charts';

vi.mock('./chart-kit', () => ({
  BarChart: () => <p>bar chart drawn</p>,
  LineChart: () => <p>line chart drawn</p>,
}));

/** An IntersectionObserver the test moves: `show(i, true)` brings the i-th observed place near. */
const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
class ControlledObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {}
}
function show(index: number, isIntersecting: boolean) {
  const place = observed[index];
  if (!place) throw new Error(`no place ${index} observed`);
  const entry = { isIntersecting, target: place.element } as IntersectionObserverEntry;
  act(() => place.callback([entry], {} as IntersectionObserver));
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('deferred charts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    observed.length = 0;
  });

  it('draws a chart once its place is near the window, and not one further down', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    await renderWithProviders(
      <>
        <BarChart h={200} data={[]} dataKey="month" series={[]} />
        <LineChart h={200} data={[]} dataKey="month" series={[]} />
      </>,
    );
    expect(observed).toHaveLength(2);
    show(0, true);
    show(1, false);
    expect(await screen.findByText('bar chart drawn')).toBeVisible();
    await settle();
    expect(screen.queryByText('line chart drawn')).toBeNull();

    // Near once, then pushed down again before its turn (the figures above it arrived): not drawn.
    show(1, true);
    show(1, false);
    await settle();
    expect(screen.queryByText('line chart drawn')).toBeNull();

    // Scrolled to: drawn.
    show(1, true);
    expect(await screen.findByText('line chart drawn')).toBeVisible();
  });
});
