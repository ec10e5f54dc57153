import { screen, waitFor, within } from '@testing-library/react';
import type { Series, SeriesReply } from '@beacon/contract/monitoring';
import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { isolate } from '../live/isolate';
import { emitMonitoring } from '../live/test-monitoring-events';

vi.mock('../live/use-monitoring-events', () => import('../live/test-monitoring-events'));

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const SERIES = 'GET /api/monitoring/series';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const freezer = (): Series => ({
  sensorId: 4,
  name: 'Freezer',
  unit: '°C',
  points: [
    { at: minutesAgo(20), min: -19, avg: -18.5, max: -18 },
    { at: minutesAgo(10), min: -18.2, avg: -18.2, max: -18.2 },
  ],
  thresholds: [{ ruleId: 1, severity: 'critical', low: null, high: -10 }],
  alarms: [],
});
const reply = (series: Series[]): SeriesReply => ({ bucketSeconds: 0, series });
const spanOf = (call: ApiCall | undefined) =>
  call ? Date.parse(call.query.to ?? '') - Date.parse(call.query.from ?? '') : Number.NaN;

const table = () => screen.findByRole('table', { name: /^Readings from/ }, slow);
const row = async (name: string) =>
  within(await table()).getByRole('row', { name: new RegExp(name) });

describe('the chart page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInAs('admin');
  });

  it('asks for the URL’s sensors over the last hour and says the figures in a table', async () => {
    const server = mockApi({
      [SERIES]: reply([freezer()]),
      'GET /api/monitoring/sensors': { sensors: [], zones: [] },
    });
    await renderRoute('/dynamic?sensors=[4]');

    const freezerRow = await row('Freezer');
    expect(
      within(freezerRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '-18.2 °C',
      '-19.0 °C',
      '-18.0 °C',
      `Critical: ${isolate('—')} to ${isolate('-10.0 °C')}`,
      '0',
    ]);
    const call = server.callsTo(SERIES)[0];
    expect(call?.url.searchParams.getAll('sensors').join(',')).toContain('4');
    expect(spanOf(call)).toBe(3600_000);
    expect(
      screen.getByRole('img', { name: /^Chart of Freezer from .* the table below/ }),
    ).toBeInTheDocument();
  });

  it('appends readings of a live window from the live channel, without asking again', async () => {
    const server = mockApi({
      [SERIES]: reply([freezer()]),
      'GET /api/monitoring/sensors': { sensors: [], zones: [] },
    });
    await renderRoute('/dynamic?sensors=[4]&window=15m');
    await row('Freezer');

    const at = new Date().toISOString();
    emitMonitoring({
      type: monitoringEventTypes.readings,
      sensorId: 4,
      state: 'online',
      lastValue: -12.5,
      lastReadingAt: at,
      readings: [{ at, value: -12.5 }],
    });

    await waitFor(async () =>
      expect(within(await row('Freezer')).getAllByRole('cell')[0]).toHaveTextContent('-12.5 °C'),
    );
    expect(within(await row('Freezer')).getAllByRole('cell')[2]).toHaveTextContent('-12.5 °C');
    expect(server.callsTo(SERIES)).toHaveLength(1);
  });

  it('keeps the window in the URL and asks for its range', async () => {
    const server = mockApi({
      [SERIES]: reply([freezer()]),
      'GET /api/monitoring/sensors': { sensors: [], zones: [] },
    });
    const { user, router } = await renderRoute('/dynamic?sensors=[4]');
    await row('Freezer');

    await user.click(screen.getByRole('radio', { name: '7 d' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ window: '7d' }));
    await waitFor(() => expect(server.callsTo(SERIES)).toHaveLength(2));
    expect(spanOf(server.callsTo(SERIES)[1])).toBe(7 * 86_400_000);
  });

  it('starts a custom window from the range on screen, to the minute, with its pickers', async () => {
    const server = mockApi({
      [SERIES]: reply([freezer()]),
      'GET /api/monitoring/sensors': { sensors: [], zones: [] },
    });
    const { user, router } = await renderRoute('/dynamic?sensors=[4]');
    await row('Freezer');

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ window: 'custom' }));
    const { from, to } = router.state.location.search as { from: string; to: string };
    expect(new Date(from).getUTCSeconds()).toBe(0);
    expect(Date.parse(to) - Date.parse(from)).toBeGreaterThanOrEqual(3600_000);
    expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(3600_000 + 120_000);
    expect(await screen.findByRole('button', { name: 'From' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(SERIES).at(-1)?.query).toMatchObject({ from, to }));
  });

  it('asks for a choice of sensors before drawing anything', async () => {
    const server = mockApi({ 'GET /api/monitoring/sensors': { sensors: [], zones: [] } });
    await renderRoute('/dynamic');
    expect(
      await screen.findByText('Choose one or more sensors to draw their readings.', {}, slow),
    ).toBeInTheDocument();
    expect(server.callsTo(SERIES)).toHaveLength(0);
  });

  it('says why the server refused the range', async () => {
    mockApi({
      [SERIES]: () =>
        new Response(JSON.stringify({ error: { to: ['The range is at most 366 days'] } }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      'GET /api/monitoring/sensors': { sensors: [], zones: [] },
    });
    await renderRoute('/dynamic?sensors=[4]&window=30d');
    expect(await screen.findByText('The range is at most 366 days', {}, slow)).toBeInTheDocument();
  });
});
