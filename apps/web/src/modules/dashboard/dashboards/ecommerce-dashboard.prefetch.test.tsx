import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { demoUsers, signInAs } from '../../../test/session';
import { EcommerceDashboardPage } from './ecommerce-dashboard-page';
import { prefetchEcommerceDashboard } from './ecommerce-dashboard.prefetch';

/** Every request stays unanswered: a query in flight takes any later asker along. */
const pending = () => new Promise<never>(() => undefined);
function mockDashboard() {
  const routes = [
    'GET /card/card-statistics/:name',
    'GET /card/card-analytics/:name',
    'GET /apps/ecommerce/products',
    'GET /apps/invoice/invoices',
    'GET /apps/calendar/events',
  ];
  return mockApi(Object.fromEntries(routes.map((route) => [route, pending])));
}

const asked = (calls: ApiCall[]) => calls.map((call) => `${call.path}?${call.url.searchParams}`);
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('e-commerce dashboard prefetch', { timeout: 30_000 }, () => {
  it('asks for everything the page asks for first, so drawing the page asks for nothing more', async () => {
    signInAs('admin');
    const api = mockDashboard();
    const queryClient = new QueryClient();
    await prefetchEcommerceDashboard(queryClient);
    await flush();
    const prefetched = asked(api.calls);
    expect(api.callsTo('GET /apps/invoice/invoices')).toHaveLength(2);

    await renderWithProviders(<EcommerceDashboardPage />, { queryClient });
    expect(await screen.findByRole('heading', { name: 'eCommerce Dashboard' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Revenue Report' })).toBeVisible();
    await flush();
    expect(asked(api.calls)).toEqual(prefetched);
    expect(api.unhandled).toEqual([]);
  });

  it('leaves out what the role may not read, as the page leaves out its cards', async () => {
    signInAs({
      ...demoUsers.admin,
      role: 'dashboards-only',
      ability: [{ action: 'read', subject: 'Dashboard' }],
    });
    const api = mockDashboard();
    await prefetchEcommerceDashboard(new QueryClient());
    await flush();
    expect(api.calls.length).toBeGreaterThan(0);
    const refused = api.calls.filter((call) => /invoice|calendar|products/.test(call.path));
    expect(refused).toEqual([]);
  });
});
