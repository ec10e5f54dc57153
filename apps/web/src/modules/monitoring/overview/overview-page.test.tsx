import { screen, waitFor, within } from '@testing-library/react';
import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { demoUsers, signInAs } from '../../../test/session';
import { isolate } from '../live/isolate';
import { emitMonitoring } from '../live/test-monitoring-events';
import { OverviewPage } from './overview-page';
import { testOverview, testTile } from './test-tiles';

vi.mock('../live/use-monitoring-events', () => import('../live/test-monitoring-events'));

const tile = (name: string) => screen.findByRole('article', { name });

describe('the overview', () => {
  beforeEach(() => {
    signInAs('admin');
  });

  it('shows each sensor’s value, extremes, state and alarm colour, with the active counts', async () => {
    mockApi({
      'GET /api/monitoring/overview': testOverview([
        testTile(),
        testTile({ id: 2, name: 'Freezer', lastValue: -12.5, alarm: 'critical', unit: '°C' }),
      ]),
    });
    await renderWithProviders(<OverviewPage />, { path: '/home' });

    const cold = await tile('Cold room 1');
    expect(within(cold).getByTestId('tile-value')).toHaveTextContent('4.2 °C');
    expect(cold).toHaveTextContent(`24 h: min ${isolate('3.1 °C')} · max ${isolate('5.6 °C')}`);
    expect(within(cold).getByText('Online')).toBeInTheDocument();
    expect(cold).not.toHaveAttribute('data-alarm');

    const freezer = await tile('Freezer');
    expect(within(freezer).getByTestId('tile-value')).toHaveTextContent('-12.5 °C');
    expect(freezer).toHaveAttribute('data-alarm', 'critical');
    expect(within(freezer).getByText('Critical alarm')).toBeInTheDocument();
    expect(freezer.style.borderColor).toBe('var(--mantine-color-red-6)');

    expect(screen.getByText('Active critical alarms').parentElement).toHaveTextContent('1');
  });

  it('links each tile to the chart with its sensor chosen', async () => {
    mockApi({ 'GET /api/monitoring/overview': testOverview([testTile({ id: 7 })]) });
    await renderWithProviders(<OverviewPage />, { path: '/home' });
    const link = await screen.findByRole('link', { name: 'Cold room 1: open the chart' });
    expect(link.getAttribute('href')).toMatch(/^\/dynamic\?sensors=/);
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('[7]');
  });

  it('takes new readings from the live channel into the tile, without asking the server', async () => {
    const server = mockApi({ 'GET /api/monitoring/overview': testOverview([testTile()]) });
    await renderWithProviders(<OverviewPage />, { path: '/home' });
    const cold = await tile('Cold room 1');

    const at = new Date().toISOString();
    emitMonitoring({
      type: monitoringEventTypes.readings,
      sensorId: 1,
      state: 'online',
      lastValue: 7.8,
      lastReadingAt: at,
      readings: [
        { at, value: 2.4 },
        { at, value: 7.8 },
      ],
    });

    await waitFor(() => expect(within(cold).getByTestId('tile-value')).toHaveTextContent('7.8 °C'));
    expect(cold).toHaveTextContent(`24 h: min ${isolate('2.4 °C')} · max ${isolate('7.8 °C')}`);
    expect(server.callsTo('GET /api/monitoring/overview')).toHaveLength(1);
  });

  it('reloads on an alarm change, so the tile takes its new colour', async () => {
    let alarm: 'warning' | null = null;
    mockApi({
      'GET /api/monitoring/overview': () => testOverview([testTile({ alarm })]),
    });
    await renderWithProviders(<OverviewPage />, { path: '/home' });
    const cold = await tile('Cold room 1');
    expect(cold).not.toHaveAttribute('data-alarm');

    alarm = 'warning';
    const sensor = testTile();
    emitMonitoring({
      type: monitoringEventTypes.alarm,
      change: 'opened',
      alarm: {
        id: 3,
        ruleId: 1,
        ruleName: 'Too warm',
        sensorId: sensor.id,
        sensor: sensor.name,
        zone: sensor.zone,
        unit: sensor.unit,
        condition: 'above',
        severity: 'warning',
        state: 'active',
        openedAt: new Date().toISOString(),
        openValue: 8,
        peakValue: 8,
        peakAt: null,
        clearedAt: null,
        acknowledgedAt: null,
        acknowledgedBy: null,
        comment: null,
      },
    });
    await screen.findByText('Warning alarm');
    expect(await tile('Cold room 1')).toHaveAttribute('data-alarm', 'warning');
  });

  it('offers to add a sensor when there is none, to who may', async () => {
    mockApi({ 'GET /api/monitoring/overview': testOverview([]) });
    await renderWithProviders(<OverviewPage />, { path: '/home' });
    expect(await screen.findByRole('heading', { name: 'No sensors yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a sensor' })).toHaveAttribute(
      'href',
      '/apps/sensors',
    );
  });

  it('only says sensors will come to who may not add them', async () => {
    signInAs({ ...demoUsers.admin, ability: [{ action: 'read', subject: 'Monitoring' }] });
    mockApi({ 'GET /api/monitoring/overview': testOverview([]) });
    await renderWithProviders(<OverviewPage />, { path: '/home' });
    expect(await screen.findByRole('heading', { name: 'No sensors yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a sensor' })).not.toBeInTheDocument();
  });

  it('says when the overview could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/monitoring/overview': () =>
        fail ? json({ error: 'down' }, 500) : testOverview([testTile()]),
    });
    const { user } = await renderWithProviders(<OverviewPage />, { path: '/home' });
    // A server error is tried once more before the page gives up.
    expect(
      await screen.findByText('The overview could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await tile('Cold room 1')).toBeInTheDocument();
  });
});
