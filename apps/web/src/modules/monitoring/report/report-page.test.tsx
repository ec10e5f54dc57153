import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReportReply, ReportRow } from '@beacon/contract/monitoring';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { showEveryColumn } from '../../../test/table';
import { testSensor } from '../alarms/test-alarms';
import { dayEnd, dayStart } from './range-days';
import { reportRow } from './test-report';
import { defaultDays } from './use-report-search';

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const PAGE = 'GET /api/monitoring/report';
const EVERY = 'GET /api/monitoring/report/export';
const SENSORS = 'GET /api/monitoring/sensors';
const sensors = {
  sensors: [testSensor(3), testSensor(5, { zone: 'Dock' })],
  zones: ['Cold room', 'Dock'],
};
const reply = (rows: ReportRow[], total = rows.length): ReportReply => ({ rows, total });

/** The table once its rows are in (it shows a loader before). */
const table = async () => {
  const found = await screen.findByRole('table', { name: 'Report rows' }, slow);
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'), slow);
  await within(found).findAllByText(/Freezer|Probe/, {}, slow);
  return found;
};
const bodyRows = (found: HTMLElement) => within(found).getAllByRole('row').slice(1);

let restoreColumns: () => void;
beforeEach(() => {
  restoreColumns = showEveryColumn();
});
afterEach(() => {
  restoreColumns();
  vi.restoreAllMocks();
});

describe('table report page', { timeout: 30_000 }, () => {
  it('asks for the last 7 days of every sensor by day, and shows the figures formatted', async () => {
    signInAs('admin');
    const server = mockApi({
      [PAGE]: reply([
        reportRow(),
        reportRow({ sensor: 'Freezer 5', zone: 'Dock', outsideSeconds: 0 }),
      ]),
      [SENSORS]: sensors,
    });
    await renderRoute('/apps/tablereport');
    const found = await table();

    const days = defaultDays(new Date());
    expect(server.callsTo(PAGE)[0]?.query).toEqual({
      from: dayStart(days.from),
      to: dayEnd(days.to),
      groupBy: 'day',
      sort: 'sensor',
      dir: 'asc',
      page: '1',
      perPage: '25',
    });
    const [first, second] = bodyRows(found);
    expect(first).toHaveTextContent('Freezer 3');
    expect(first).toHaveTextContent('Cold room');
    expect(first).toHaveTextContent('Nov 23, 2026');
    expect(first).toHaveTextContent('-21.0 °C');
    expect(first).toHaveTextContent('-18.5 °C');
    expect(first).toHaveTextContent('-12.0 °C');
    expect(first).toHaveTextContent('1,440');
    expect(first).toHaveTextContent('2 h 05 min');
    expect(second).toHaveTextContent('0 min');
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
  });

  it('names weeks and hours by their grouping, and keeps the grouping in the URL', async () => {
    signInAs('admin');
    const server = mockApi({
      [PAGE]: ({ query }) =>
        reply([
          reportRow({
            period:
              query.groupBy === 'hour' ? '2026-11-23T14:00:00.000Z' : '2026-11-23T00:00:00.000Z',
          }),
        ]),
      [SENSORS]: sensors,
    });
    const { user, router } = await renderRoute(
      '/apps/tablereport?groupBy=week&from=2026-11-01&to=2026-11-28',
    );
    const found = await table();
    expect(bodyRows(found)[0]).toHaveTextContent('Week of Nov 23, 2026');
    expect(server.callsTo(PAGE)[0]?.query).toMatchObject({
      groupBy: 'week',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-29T00:00:00.000Z',
    });

    await user.click(screen.getByRole('radio', { name: 'Hour' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        groupBy: 'hour',
        from: '2026-11-01',
        to: '2026-11-28',
      }),
    );
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Report rows' }))[0]).toHaveTextContent(
        '2:00 PM',
      ),
    );
  });

  it('sorts by a header and picks sensors, both written to the URL', async () => {
    signInAs('admin');
    const server = mockApi({ [PAGE]: reply([reportRow()], 60), [SENSORS]: sensors });
    const { user, router } = await renderRoute('/apps/tablereport?page=2');
    await table();

    await user.click(screen.getByRole('button', { name: /^Max/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'max' }));
    await user.click(screen.getByRole('button', { name: /^Max/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'max', dir: 'desc' }));

    await user.click(screen.getByRole('combobox', { name: 'Sensors' }));
    await user.click(await screen.findByRole('option', { name: 'Freezer 5 (Dock)' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'max', dir: 'desc', sensors: [5] }),
    );
    await waitFor(() =>
      expect(server.callsTo(PAGE).at(-1)?.query).toMatchObject({
        sensors: '5',
        sort: 'max',
        dir: 'desc',
        page: '1',
      }),
    );
  });

  it('exports every row of the selection as CSV, not only the page shown', async () => {
    signInAs('admin');
    const every = Array.from({ length: 40 }, (_, i) => reportRow({ sensor: `Probe ${i + 1}` }));
    const server = mockApi({
      [PAGE]: reply(every.slice(0, 25), 40),
      [EVERY]: reply(every),
      [SENSORS]: sensors,
    });
    const saved: Blob[] = [];
    const clicked: string[] = [];
    // jsdom has no object URLs and cannot follow a download link: record both instead.
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = await renderRoute(
      '/apps/tablereport?from=2026-11-01&to=2026-11-07&zones=%5B%22Dock%22%5D',
    );
    await table();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(clicked).toEqual(['report-2026-11-01-2026-11-07.csv']));
    expect(server.callsTo(EVERY)[0]?.query).toEqual({
      zones: 'Dock',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-08T00:00:00.000Z',
      groupBy: 'day',
      sort: 'sensor',
      dir: 'asc',
    });
    const csv = await (saved[0] as Blob).text();
    const lines = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(41);
    expect(lines[0]).toBe(
      'Sensor,Zone,Unit,Period start (UTC),Min,Avg,Max,Readings,Time outside (min)',
    );
    expect(lines[40]).toBe('Probe 40,Cold room,°C,2026-11-23 00:00,-21.0,-18.5,-12.0,1440,125');
  });

  it('says when there is nothing, and shows the server’s refusal of a selection', async () => {
    signInAs('admin');
    mockApi({
      [PAGE]: ({ query }) =>
        query.from?.startsWith('2020')
          ? json({ error: { to: ['The range is at most 366 days'] } }, 400)
          : reply([]),
      [SENSORS]: sensors,
    });
    await renderRoute('/apps/tablereport');
    expect(await screen.findByText('No readings in these days', {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    cleanup();

    await renderRoute('/apps/tablereport?from=2020-01-01&to=2026-11-01');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('This selection was not accepted');
    expect(alert).toHaveTextContent('The range is at most 366 days');
  });

  it('refuses by itself a first day after the last', async () => {
    signInAs('admin');
    const server = mockApi({ [PAGE]: reply([]), [SENSORS]: sensors });
    await renderRoute('/apps/tablereport?from=2026-11-10&to=2026-11-01');
    expect(await screen.findByText('The first day is after the last day', {}, slow)).toBeVisible();
    expect(server.callsTo(PAGE)).toEqual([]);
  });
});
