import { screen, waitFor } from '@testing-library/react';
import type { Alarm } from '@beacon/contract/monitoring';
import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { isolate } from '../live/isolate';
import { emitMonitoring } from '../live/test-monitoring-events';
import { AlarmBadge } from './alarm-badge';

vi.mock('../live/use-monitoring-events', () => import('../live/test-monitoring-events'));

const alarm = (fields: Partial<Alarm> = {}): Alarm => ({
  id: 9,
  ruleId: 2,
  ruleName: 'Freezer too warm',
  sensorId: 4,
  sensor: 'Freezer',
  zone: 'Kitchen',
  unit: '°C',
  condition: 'above',
  severity: 'critical',
  state: 'active',
  openedAt: new Date().toISOString(),
  openValue: -8.5,
  peakValue: -8.5,
  peakAt: null,
  clearedAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  comment: null,
  ...fields,
});

describe('the navbar alarm bell', () => {
  beforeEach(() => {
    signInAs('admin');
  });

  it('shows the number of open alarms, red when one is critical, and links to the alarms', async () => {
    mockApi({ 'GET /api/monitoring/alarms/active': { info: 1, warning: 2, critical: 1 } });
    await renderWithProviders(<AlarmBadge />);
    const bell = await screen.findByRole('link', { name: 'Active alarms: 4, 1 critical' });
    expect(bell).toHaveAttribute('href', '/alarms');
    expect(bell.querySelector('[data-critical]')).not.toBeNull();
    expect(bell).toHaveTextContent('4');
  });

  it('has no red mark and no figure while nothing is open', async () => {
    mockApi({ 'GET /api/monitoring/alarms/active': { info: 0, warning: 0, critical: 0 } });
    await renderWithProviders(<AlarmBadge />);
    const bell = await screen.findByRole('link', { name: 'Active alarms: 0' });
    expect(bell.querySelector('[data-critical]')).toBeNull();
    expect(bell).not.toHaveTextContent('0');
  });

  it('counts again and toasts when a critical alarm opens, with a way to the alarms', async () => {
    let counts = { info: 0, warning: 1, critical: 0 };
    mockApi({ 'GET /api/monitoring/alarms/active': () => counts });
    const { user, router } = await renderWithProviders(<AlarmBadge />);
    await screen.findByRole('link', { name: 'Active alarms: 1' });

    counts = { info: 0, warning: 1, critical: 1 };
    emitMonitoring({ type: monitoringEventTypes.alarm, change: 'opened', alarm: alarm() });

    expect(await screen.findByText('Critical alarm: Freezer too warm')).toBeInTheDocument();
    expect(screen.getByText(`Freezer (Kitchen) read ${isolate('-8.5 °C')}.`)).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Active alarms: 2, 1 critical' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View the alarms' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alarms'));
  });

  it('only counts again, with no toast, for a warning or a critical alarm that clears', async () => {
    const server = mockApi({
      'GET /api/monitoring/alarms/active': { info: 0, warning: 0, critical: 0 },
    });
    await renderWithProviders(<AlarmBadge />);
    await screen.findByRole('link', { name: 'Active alarms: 0' });

    emitMonitoring({
      type: monitoringEventTypes.alarm,
      change: 'opened',
      alarm: alarm({ severity: 'warning' }),
    });
    emitMonitoring({ type: monitoringEventTypes.alarm, change: 'cleared', alarm: alarm() });

    await waitFor(() =>
      expect(server.callsTo('GET /api/monitoring/alarms/active').length).toBeGreaterThan(1),
    );
    expect(screen.queryByText(/^Critical alarm/)).not.toBeInTheDocument();
  });
});
