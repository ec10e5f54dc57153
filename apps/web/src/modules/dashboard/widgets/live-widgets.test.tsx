import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { json, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { CompanyTableCard } from './company-table-card';
import { CongratulationsCard } from './congratulations-card';
import { MeetupCard } from './meetup-card';
import { invoice, salesReply, timedEvent } from './test-widgets';
import { TransactionsCard } from './transactions-card';

const card = (title: string) => within(screen.getByRole('region', { name: title }));
/** Intl puts a no-break space between amount and currency in some languages. */
const spaced = (text: string | null) => text?.replace(/\s/g, ' ');

// The first render of a file loads Mantine and the charts: slow on a busy machine.
const slow = { timeout: 10_000 };

describe('dashboard widgets fed by the app’s data', { timeout: 30_000 }, () => {
  it('greets the signed-in user by first name and words a drop in sales as one', async () => {
    signInAs('admin');
    mockApi({ 'GET /card/card-statistics/sales': salesReply(-8.5) });
    await renderWithProviders(<CongratulationsCard />);

    const greeting = await screen.findByRole('region', { name: 'Congratulations John,' }, slow);
    expect(
      await within(greeting).findByText(/You have done 8.5% fewer sales this month/, {}, slow),
    ).toBeVisible();
    expect(within(greeting).queryByText(/more sales/)).toBeNull();
    expect(within(greeting).getByRole('link', { name: 'View orders' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  });

  it('shows the soonest event still to come, not one under way or later ones', async () => {
    signInAs('admin');
    const soonest = timedEvent(2, 'Design Review', 3);
    soonest.extendedProps.location = 'Room 4';
    soonest.extendedProps.guests = ['Ana Lopez', 'Ben Ode', 'Cy Twombly', 'Di Moss', 'Ed Wood'];
    const server = mockApi({
      'GET /apps/calendar/events': [
        timedEvent(1, 'Stand-up', -0.5), // began half an hour ago, not over yet
        soonest,
        timedEvent(3, 'Monthly Meeting', 48),
      ],
    });
    await renderWithProviders(<MeetupCard />);

    expect(await card('Next meetup').findByText('Design Review', {}, slow)).toBeVisible();
    expect(card('Next meetup').queryByText('Stand-up')).toBeNull();
    expect(card('Next meetup').queryByText('Monthly Meeting')).toBeNull();
    expect(card('Next meetup').getByText('Room 4')).toBeVisible();
    expect(
      card('Next meetup').getByText('Ana Lopez, Ben Ode, Cy Twombly, and 2 more'),
    ).toBeVisible();
    const url = server.callsTo('GET /apps/calendar/events')[0]?.url;
    expect(url?.searchParams.getAll('calendars')).toEqual([
      'Personal',
      'Business',
      'Family',
      'Holiday',
      'ETC',
    ]);
    expect(Date.parse(url?.searchParams.get('start') ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('says when nothing is coming and links to the calendar', async () => {
    signInAs('admin');
    mockApi({ 'GET /apps/calendar/events': [timedEvent(1, 'Stand-up', -0.5)] });
    await renderWithProviders(<MeetupCard />);

    expect(await screen.findByText('No upcoming event in your calendar.', {}, slow)).toBeVisible();
    expect(card('Next meetup').getByRole('link', { name: 'Open the calendar' })).toHaveAttribute(
      'href',
      '/apps/calendar',
    );
  });

  it('lists the latest invoices with their amounts in money and a link to all of them', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /apps/invoice/invoices': {
        invoices: [
          invoice(5036, { total: 5612.4, balance: 0 }),
          invoice(5035, { total: 2029, balance: 2029 }),
        ],
        allData: [],
        total: 50,
      },
    });
    await renderWithProviders(<TransactionsCard />);

    const paid = (await card('Transactions').findByText('Client 5036', {}, slow)).closest('li');
    expect(paid).toHaveTextContent('$5,612');
    expect(paid).toHaveTextContent('Paid · Dec 13, 2024');
    expect(card('Transactions').getByText('Client 5035').closest('li')).toHaveTextContent('Unpaid');
    expect(card('Transactions').getByRole('link', { name: 'View all invoices' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
    expect(server.callsTo('GET /apps/invoice/invoices')[0]?.query).toMatchObject({
      sortColumn: 'issuedDate',
      sort: 'desc',
      perPage: '5',
    });
  });

  it('writes money and dates the reader’s way', async () => {
    signInAs('admin');
    mockApi({
      'GET /apps/invoice/invoices': {
        invoices: [invoice(5036, { total: 5612 })],
        allData: [],
        total: 1,
      },
    });
    await i18n.changeLanguage('fr');
    await renderWithProviders(<TransactionsCard />);

    const row = (await screen.findByText('Client 5036', {}, slow)).closest('li');
    expect(spaced(row?.textContent ?? null)).toContain('5 612 $US');
    expect(row).toHaveTextContent('13 déc. 2024');
  });

  it('shows Retry when the figures could not be loaded, and loads them again on it', async () => {
    signInAs('admin');
    let fail = true;
    mockApi({
      'GET /apps/invoice/invoices': () =>
        fail
          ? // A 4xx: the client does not retry it by itself, so the first answer shows at once.
            json({ error: 'Not now' }, 403)
          : { invoices: [invoice(5001, { total: 5000 })], allData: [], total: 1 },
    });
    const { user } = await renderWithProviders(<CompanyTableCard />);

    const retry = await card('Top clients').findByRole('button', { name: 'Retry' }, slow);
    fail = false;
    await user.click(retry);
    const table = await card('Top clients').findByRole('table', {
      name: 'The clients of the largest invoices, by invoice total',
    });
    await waitFor(() => expect(within(table).getByText('Company 5001 PLC')).toBeVisible());
    expect(within(table).getByText('$5,000')).toBeVisible();
  });
});
