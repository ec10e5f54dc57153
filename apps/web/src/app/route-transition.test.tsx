import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLayout } from './layout/layout-options';
import { useLayout } from './layout/layout-store';
import { RouteTransition } from './route-transition';

let pathname = '/dashboard/ecommerce';
// The transition reads only the location's path; the router itself is beside the point here.
vi.mock('@tanstack/react-router', () => ({
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => string }) =>
    select({ location: { pathname } }),
}));

const animate = vi.fn(() => ({ cancel: () => undefined }));

beforeEach(() => {
  pathname = '/dashboard/ecommerce';
  useLayout.setState(defaultLayout);
  animate.mockClear();
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'animate');
});

const page = (): ReactNode => (
  <MantineProvider>
    <RouteTransition>
      <h1>{pathname}</h1>
    </RouteTransition>
  </MantineProvider>
);

describe('route transition', () => {
  it('shows the first page at once, and animates the next ones', () => {
    const view = render(page());
    expect(animate).not.toHaveBeenCalled();

    pathname = '/apps/user/list';
    view.rerender(page());
    expect(animate).toHaveBeenCalledOnce();
    expect(animate).toHaveBeenCalledWith([{ opacity: 0 }, { opacity: 1 }], expect.anything());
  });

  it('previews a transition the customizer picks', () => {
    const view = render(page());
    useLayout.setState({ routerTransition: 'zoomIn' });
    view.rerender(page());
    expect(animate).toHaveBeenCalledOnce();
  });
});
