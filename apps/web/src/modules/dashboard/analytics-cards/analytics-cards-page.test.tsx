import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { testReplies, testRoutes } from './test-replies';

// The whole app shell renders around the route: its first paint can take a while on a busy machine.
const slow = { timeout: 10_000 };

const card = (title: string) => within(screen.getByRole('region', { name: title }));

/**
 * A figure as the card shows it, not in its chart's hidden table, with Intl's (narrow) no-break
 * spaces read as plain ones.
 */
const shown = (text: string) => (_: string, element: Element | null) => {
  const read = (node: Element) => node.textContent?.replace(/\s/g, ' ');
  return (
    !!element &&
    !element.closest('table') &&
    read(element) === text &&
    // The innermost element with that text (an icon beside it is fine).
    [...element.children].every((child) => read(child) !== text)
  );
};

const path = (name: string) => `GET /card/card-analytics/${name}`;

describe('analytics cards page', { timeout: 30_000 }, () => {
  it('shows every card with its figures', async () => {
    signInAs('admin');
    mockApi(testRoutes());
    await renderRoute('/cards/analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analytics Cards' }, slow),
    ).toBeVisible();
    expect(await card('Support Tracker').findByText(shown('1,234'), {}, slow)).toBeVisible();
    // (1234 − 617 open) of 1234.
    expect(
      card('Support Tracker').getByRole('meter', { name: 'Completed Tickets' }),
    ).toHaveAttribute('aria-valuetext', '50%');
    expect(card('Average Sessions').getByText(shown('2.7K'))).toBeVisible();
    expect(card('Average Sessions').getByText(shown('+5.2%'))).toBeVisible();
    expect(await card('Revenue Report').findByText(shown('$25,852'))).toBeVisible();
    const months = card('Revenue Report').getByRole('table', {
      name: 'Earning and invoiced per month in 2025',
    });
    expect(
      within(months)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    ]);
    expect(within(months).getByRole('row', { name: /^Invoiced \$50 \$60/ })).toBeInTheDocument();
    expect(card('Goal Overview').getByText(shown('786,617'))).toBeVisible();
    expect(card('Goal Overview').getByText(shown('98.3%'))).toBeVisible();
    expect(card('Earnings').getByText(shown('$86,589'))).toBeVisible();
    expect(card('Earnings').getByText(shown('+17.5%'))).toBeVisible();
    expect(card('Product Orders').getByText(shown('42,459'))).toBeVisible();
    expect(card('Sessions by Device').getByText('Sample data')).toBeVisible();
    expect(card('Sessions by Device').getByText(shown('-5%'))).toBeVisible();
    expect(card('Customers').getByText(shown('690'))).toBeVisible();
  });

  it('writes figures and month names the way the reader’s language does', async () => {
    signInAs('admin');
    mockApi(testRoutes());
    await i18n.changeLanguage('fr');
    await renderRoute('/cards/analytics');

    expect(await card('Suivi du support').findByText(shown('1 234'), {}, slow)).toBeVisible();
    expect(await card('Rapport de revenus').findByText(shown('25 852 $US'))).toBeVisible();
    expect(card('Rapport de revenus').getByRole('columnheader', { name: 'janv.' })).toBeDefined();
    expect(card('Commandes de produits').getByText(shown('42 459'))).toBeVisible();
  });

  it('asks for another period for that card only', async () => {
    signInAs('admin');
    const api = mockApi(testRoutes());
    const { user } = await renderRoute('/cards/analytics');
    await card('Support Tracker').findByText(shown('1,234'), {}, slow);

    await user.click(screen.getByRole('button', { name: 'Support Tracker: period, Last 28 Days' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Last Year' }, slow));

    await waitFor(() =>
      expect(api.callsTo(path('support-tracker')).map((call) => call.query.period)).toEqual([
        'last-28-days',
        'last-year',
      ]),
    );
    expect(
      screen.getByRole('button', { name: 'Support Tracker: period, Last Year' }),
    ).toBeVisible();
    for (const other of ['avg-sessions', 'product-orders', 'sessions-device', 'customers']) {
      expect(api.callsTo(path(other)).map((call) => call.query.period)).toEqual(['last-28-days']);
    }
  });

  it('asks for the year picked in the revenue report', async () => {
    signInAs('admin');
    const api = mockApi({
      ...testRoutes(),
      [path('revenue-report')]: ({ query }) => ({
        ...testReplies['revenue-report'],
        year: query.year ?? '2025',
        price: query.year === '2024' ? 4321 : 25852,
      }),
    });
    const { user } = await renderRoute('/cards/analytics');
    await card('Revenue Report').findByText(shown('$25,852'), {}, slow);

    await user.click(screen.getByRole('button', { name: 'Revenue Report: year, 2025' }));
    await user.click(await screen.findByRole('menuitem', { name: '2024' }, slow));

    expect(await card('Revenue Report').findByText(shown('$4,321'))).toBeVisible();
    expect(card('Revenue Report').getByText('Orders in 2024')).toBeVisible();
    expect(api.callsTo(path('revenue-report')).at(-1)?.query).toEqual({ year: '2024' });
  });

  it('shows a card that failed with a retry, and the others with their figures', async () => {
    signInAs('admin');
    let failing = true;
    const api = mockApi({
      ...testRoutes(),
      [path('customers')]: () =>
        failing ? json({ error: 'Bad period' }, 400) : testReplies.customers,
    });
    const { user } = await renderRoute('/cards/analytics');

    const customers = await screen.findByRole('region', { name: 'Customers' }, slow);
    expect(
      await within(customers).findByText(
        'The figures of “Customers” could not be loaded.',
        {},
        slow,
      ),
    ).toBeVisible();
    expect(await card('Support Tracker').findByText(shown('1,234'))).toBeVisible();
    expect(await card('Earnings').findByText(shown('$86,589'))).toBeVisible();

    failing = false;
    await user.click(within(customers).getByRole('button', { name: 'Retry' }));
    expect(await within(customers).findByText(shown('258'))).toBeVisible();
    expect(within(customers).queryByText(/could not be loaded/)).toBeNull();
    expect(api.callsTo(path('customers'))).toHaveLength(2);
  });
});
