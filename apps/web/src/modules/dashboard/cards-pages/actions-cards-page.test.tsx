import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';

// The whole app shell renders around the route: its first paint can take a while on a busy machine.
const slow = { timeout: 10_000 };

const period = 'Last 28 Days';
const lastDays = ['Last 28 Days', 'Last Month', 'Last Year'];
const routes = {
  'GET /card/card-statistics/orders': {
    period,
    series: [{ name: 'Orders', data: [3, 5] }],
    analyticsData: { orders: 12345 },
  },
  'GET /card/card-statistics/subscribers': {
    period,
    series: [{ name: 'Subscribers', data: [1, 2] }],
    analyticsData: { subscribers: 92600 },
  },
  'GET /card/card-analytics/goal-overview': { completed: 786, inProgress: 14, percent: 98.3 },
  'GET /card/card-analytics/customers': {
    period,
    last_days: lastDays,
    listData: [
      { icon: 'circle', iconColor: 'indigo', text: 'New', result: 690 },
      { icon: 'circle', iconColor: 'yellow', text: 'Returning', result: 258 },
      { icon: 'circle', iconColor: 'red', text: 'Referrals', result: 0 },
    ],
  },
};

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('card actions page', { timeout: 30_000 }, () => {
  it('shows live figures and collapses a card to its title', async () => {
    signInAs('admin');
    mockApi(routes);
    const { user } = await renderRoute('/cards/actions');
    expect(await screen.findByText('12,345', {}, slow)).toBeVisible();
    expect(card('Subscribers').getByText('92,600')).toBeVisible();
    expect(
      card('Goal overview').getByRole('img', { name: '98.3% of the tasks completed' }),
    ).toBeVisible();
    expect(card('Customers').getByText('690')).toBeVisible();

    const collapse = card('Orders').getByRole('button', { name: 'Collapse Orders' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    const expand = card('Orders').getByRole('button', { name: 'Expand Orders' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText('12,345')).not.toBeVisible());
    await user.click(expand);
    await waitFor(() => expect(screen.getByText('12,345')).toBeVisible());
  });

  it('asks the server again for the refreshed card only', async () => {
    signInAs('admin');
    const api = mockApi(routes);
    const { user } = await renderRoute('/cards/actions');
    await screen.findByText('12,345', {}, slow);
    expect(api.callsTo('GET /card/card-statistics/orders')).toHaveLength(1);
    await user.click(card('Orders').getByRole('button', { name: 'Refresh Orders' }));
    await waitFor(() => expect(api.callsTo('GET /card/card-statistics/orders')).toHaveLength(2));
    expect(api.callsTo('GET /card/card-statistics/subscribers')).toHaveLength(1);
  });

  it('removes cards and brings them back', async () => {
    signInAs('admin');
    mockApi(routes);
    const { user } = await renderRoute('/cards/actions');
    await screen.findByText('12,345', {}, slow);
    expect(screen.queryByRole('button', { name: 'Restore cards' })).toBeNull();

    await user.click(card('Orders').getByRole('button', { name: 'Remove Orders' }));
    await user.click(card('Customers').getByRole('button', { name: 'Remove Customers' }));
    expect(screen.queryByRole('region', { name: 'Orders' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Customers' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Subscribers' })).toBeVisible();
    // The pressed button went with its card: the keyboard lands on the way back.
    const restore = screen.getByRole('button', { name: 'Restore cards' });
    expect(restore).toHaveFocus();

    await user.click(restore);
    expect(await screen.findByRole('region', { name: 'Orders' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Customers' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Restore cards' })).toBeNull();
  });
});
