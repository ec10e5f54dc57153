import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { AppDesignCard } from './app-design-card';
import { SalesRadarCard } from './sales-radar-card';
import { task } from './test-widgets';
import { UserTimelineCard } from './user-timeline-card';
import { localIsoDay } from './widget-dates';

const card = (title: string) => within(screen.getByRole('region', { name: title }));

/** The reader's day `days` from today, as an ISO day. */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDay(date);
};

// The first render of a file loads Mantine and the charts: slow on a busy machine.
const slow = { timeout: 10_000 };

describe('dashboard widgets', { timeout: 30_000 }, () => {
  it('puts the four tasks due nearest to today on the timeline, in date order', async () => {
    signInAs('admin');
    mockApi({
      'GET /apps/todo/tasks': [
        task(1, 'Long overdue', inDays(-40)),
        task(2, 'Someday', null),
        task(3, 'Next month', inDays(30)),
        task(4, 'Soon', inDays(3)),
        task(5, 'Late', inDays(-2)),
        task(6, 'Tomorrow’s', inDays(1)),
      ],
    });
    await renderWithProviders(<UserTimelineCard />);

    await card('User Timeline').findByText('Soon', {}, slow);
    const titles = ['Late', 'Tomorrow’s', 'Soon', 'Next month'];
    const shown = titles.map((title) => card('User Timeline').getByText(title));
    for (const [index, element] of shown.slice(1).entries())
      expect(shown[index]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(card('User Timeline').queryByText('Long overdue')).toBeNull();
    expect(card('User Timeline').queryByText('Someday')).toBeNull();
    expect(card('User Timeline').getByText(/^Due tomorrow/)).toBeVisible();
    expect(card('User Timeline').getByText(/^Due 2 days ago/)).toBeVisible();
  });

  it('shows the team with the user count and the way to the user list', async () => {
    signInAs('admin');
    const user = (id: number, fullName: string) => ({
      id,
      fullName,
      username: fullName.toLowerCase(),
      email: `${id}@example.com`,
      company: 'Yotz PVT LTD',
      country: 'Chad',
      contact: '(479) 232-9151',
      role: 'editor',
      currentPlan: 'team',
      status: 'active',
      billing: 'Auto Debit',
      avatar: '',
    });
    const server = mockApi({
      'GET /api/users/list/data': {
        users: [user(1, 'Galen Slixby'), user(2, 'Halsey Redmore')],
        total: 1250,
      },
    });
    await renderWithProviders(<AppDesignCard />);

    expect(await card('Team').findByText('Members: 1,250', {}, slow)).toBeVisible();
    expect(card('Team').getByText('Galen Slixby and Halsey Redmore')).toBeVisible();
    expect(card('Team').getByRole('link', { name: 'View users' })).toHaveAttribute(
      'href',
      '/apps/user/list',
    );
    expect(server.callsTo('GET /api/users/list/data')[0]?.query.perPage).toBe('4');
  });

  it('marks the sales radar as sample data and gives its figures as a table', async () => {
    await renderWithProviders(<SalesRadarCard />);

    expect(card('Sales').getByText('Sample data')).toBeVisible();
    const table = card('Sales').getByRole('table', { name: 'Sales and visits by month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']);
    expect(within(table).getByRole('row', { name: /^Visits/ })).toHaveTextContent(
      'Visits707570762085',
    );
  });
});
