import type { Sensor } from '@beacon/contract/monitoring';
import { monitoringMessages } from '@beacon/contract/monitoring-values';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { testSensor } from './test-sensor';

const slow = { timeout: 10_000 };
const settings = { simulator: true, simulatorAvailable: true, retentionDays: 90 };
const deviceToken = 'bcn_dev_0123456789abcdefWXYZ';

/** The sensors API over a list the test can read back. */
function sensorsApi(start: Sensor[], answers: { create?: () => Response | undefined } = {}) {
  let sensors = start;
  const reply = () => ({ sensors, zones: [...new Set(sensors.map((one) => one.zone))] });
  return mockApi({
    'GET /api/monitoring/sensors': reply,
    'GET /api/monitoring/settings': settings,
    'POST /api/monitoring/sensors': ({ body }) => {
      const answer = answers.create?.();
      if (answer) return answer;
      const sensor = testSensor({ ...(body as Partial<Sensor>), id: 2, tokenHint: 'WXYZ' });
      sensors = [...sensors, sensor];
      return json({ sensor, token: deviceToken }, 201);
    },
  });
}

describe('sensors page', { timeout: 30_000 }, () => {
  it('lists the sensors with their state, last value and token hint', async () => {
    signInAs('admin');
    sensorsApi([
      testSensor(),
      testSensor({
        id: 3,
        name: 'Freezer',
        state: 'offline',
        lastValue: null,
        lastReadingAt: null,
        tokenHint: 'zz99',
      }),
    ]);
    await renderRoute('/apps/sensors');
    const table = await screen.findByRole('table', {}, slow);
    const cold = within(table).getByText('Cold room 1').closest('tr');
    expect(cold).not.toBeNull();
    expect(within(cold as HTMLElement).getByText('Online')).toBeVisible();
    expect(within(cold as HTMLElement).getByText('4.5 °C')).toBeVisible();
    expect(within(cold as HTMLElement).getByText('…abcd')).toBeVisible();
    const freezer = within(table).getByText('Freezer').closest('tr') as HTMLElement;
    expect(within(freezer).getByText('Offline')).toBeVisible();
    expect(within(freezer).getByText('No reading yet')).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Demo simulator' })).toBeChecked();
  });

  it('puts the API’s field messages under their fields, a taken name under the name', async () => {
    signInAs('admin');
    let answer: Response | undefined = json(
      {
        error: {
          maxValue: ['The highest plausible value must be above the lowest'],
          offlineAfterSeconds: ['Offline after must be longer than stale after'],
        },
      },
      400,
    );
    const server = sensorsApi([testSensor()], { create: () => answer });
    const { user } = await renderRoute('/apps/sensors');
    await user.click(await screen.findByRole('button', { name: 'Add sensor' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Add sensor' });

    // Nothing typed: the form names what it needs and sends nothing.
    await user.click(within(drawer).getByRole('button', { name: 'Add sensor' }));
    expect(await within(drawer).findByText('Name is required')).toBeVisible();
    expect(within(drawer).getByText('Zone is required')).toBeVisible();
    expect(server.callsTo('POST /api/monitoring/sensors')).toHaveLength(0);

    await user.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Fridge 2');
    await user.type(within(drawer).getByRole('combobox', { name: /^Zone/ }), 'Bar');
    await user.click(within(drawer).getByRole('button', { name: 'Add sensor' }));
    expect(
      await within(drawer).findByText('The highest plausible value must be above the lowest'),
    ).toBeVisible();
    // The API speaks in seconds; the form's field is in minutes, and the message lands there.
    expect(
      within(drawer).getByRole('textbox', { name: /^Offline after/ }),
    ).toHaveAccessibleDescription(/Offline after must be longer than stale after/);
    expect(server.callsTo('POST /api/monitoring/sensors')[0]?.body).toEqual({
      name: 'Fridge 2',
      zone: 'Bar',
      unit: '°C',
      minValue: -50,
      maxValue: 100,
      staleAfterSeconds: 300,
      offlineAfterSeconds: 3600,
    });

    answer = json({ error: { name: [monitoringMessages.sensorNameTaken] } }, 409);
    await user.click(within(drawer).getByRole('button', { name: 'Add sensor' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'A sensor with this name already exists',
      ),
    );
  });

  it('shows a new sensor’s token once, and sends a test reading with it', async () => {
    signInAs('admin', { accessToken: 'user-access-token' });
    const replies = [
      json({ stored: 1, duplicates: 0 }),
      json(
        { error: { 'readings.0.value': ['value is outside the plausible range -50…100'] } },
        400,
      ),
      json({ error: monitoringMessages.badDeviceToken }, 401),
    ];
    const ingest = mockApi({
      'GET /api/monitoring/sensors': () => ({
        sensors: [
          testSensor(),
          testSensor({ id: 2, name: 'Fridge 2', zone: 'Bar', tokenHint: 'WXYZ' }),
        ],
        zones: ['Bar', 'Kitchen'],
      }),
      'GET /api/monitoring/settings': settings,
      'POST /api/monitoring/sensors': ({ body }) =>
        json(
          {
            sensor: testSensor({ ...(body as Partial<Sensor>), id: 2, tokenHint: 'WXYZ' }),
            token: deviceToken,
          },
          201,
        ),
      'POST /api/monitoring/ingest': () => replies.shift(),
    });
    const { user } = await renderRoute('/apps/sensors');
    await user.click(await screen.findByRole('button', { name: 'Add sensor' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Add sensor' });
    await user.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Fridge 2');
    await user.type(within(drawer).getByRole('combobox', { name: /^Zone/ }), 'Bar');
    await user.click(within(drawer).getByRole('button', { name: 'Add sensor' }));

    const dialog = await screen.findByRole('dialog', { name: 'Device token' });
    expect(within(dialog).getAllByText(new RegExp(deviceToken)).length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByText(/curl -X POST .*\/api\/monitoring\/ingest/)).toBeVisible();

    const value = within(dialog).getByRole('textbox', { name: 'Test value' });
    await user.type(value, '5.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send test reading' }));
    expect(await within(dialog).findByText('The reading was stored.')).toBeVisible();
    const [sent] = ingest.callsTo('POST /api/monitoring/ingest');
    // The device's token, never the signed-in user's.
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${deviceToken}`);
    expect(sent?.body).toMatchObject({ readings: [{ value: 5.5 }] });

    await user.click(within(dialog).getByRole('button', { name: 'Send test reading' }));
    expect(
      await within(dialog).findByText('value is outside the plausible range -50…100'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send test reading' }));
    expect(await within(dialog).findByText(/The token was refused/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Device token' })).toBeNull());
    expect(screen.queryByText(new RegExp(deviceToken))).toBeNull();
    expect(await screen.findByText('…WXYZ')).toBeVisible();
  });

  it('keeps the search, zone and retired switch in the address, and asks the API with them', async () => {
    signInAs('admin');
    const server = sensorsApi([testSensor()]);
    const { user, router } = await renderRoute('/apps/sensors?zone=Kitchen');
    await screen.findByRole('table', {}, slow);
    expect(server.callsTo('GET /api/monitoring/sensors').map((call) => call.query)).toContainEqual({
      zone: 'Kitchen',
    });
    await user.click(screen.getByRole('switch', { name: 'Show retired' }));
    await user.type(screen.getByRole('textbox', { name: 'Search sensors' }), 'cold');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        zone: 'Kitchen',
        retired: true,
        q: 'cold',
      }),
    );
    await waitFor(() =>
      expect(server.callsTo('GET /api/monitoring/sensors').at(-1)?.query).toEqual({
        zone: 'Kitchen',
        retired: 'true',
        q: 'cold',
      }),
    );
  });

  it('retires a sensor and makes a new token, each after asking', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/monitoring/sensors': { sensors: [testSensor()], zones: ['Kitchen'] },
      'GET /api/monitoring/settings': settings,
      'DELETE /api/monitoring/sensors/:id': () => ({
        sensor: testSensor({ state: 'retired', retiredAt: '2026-11-29T13:00:00.000Z' }),
      }),
      'POST /api/monitoring/sensors/:id/token': () => ({
        sensor: testSensor({ tokenHint: 'WXYZ' }),
        token: deviceToken,
      }),
    });
    const { user } = await renderRoute('/apps/sensors');
    await user.click(await screen.findByRole('button', { name: 'Retire Cold room 1' }, slow));
    const ask = await screen.findByRole('dialog', { name: 'Retire sensor' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE /api/monitoring/sensors/:id')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Retire Cold room 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Retire sensor' })).getByRole('button', {
        name: 'Retire',
      }),
    );
    await waitFor(() =>
      expect(server.callsTo('DELETE /api/monitoring/sensors/:id')[0]?.params).toEqual({ id: '1' }),
    );

    await user.click(screen.getByRole('button', { name: 'New token for Cold room 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'New device token' })).getByRole('button', {
        name: 'Make a new token',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Device token' });
    expect(within(dialog).getAllByText(new RegExp(deviceToken)).length).toBeGreaterThanOrEqual(1);
  });

  it('edits a sensor in minutes and sends seconds', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/monitoring/sensors': { sensors: [testSensor()], zones: ['Kitchen'] },
      'GET /api/monitoring/settings': settings,
      'PATCH /api/monitoring/sensors/:id': ({ body }) => ({
        sensor: testSensor(body as Partial<Sensor>),
      }),
    });
    const { user } = await renderRoute('/apps/sensors');
    await user.click(await screen.findByRole('button', { name: 'Edit Cold room 1' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Edit sensor' });
    expect(within(drawer).getByRole('textbox', { name: /^Stale after/ })).toHaveValue('5');
    const offline = within(drawer).getByRole('textbox', { name: /^Offline after/ });
    expect(offline).toHaveValue('60');
    await user.clear(offline);
    await user.type(offline, '30');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /api/monitoring/sensors/:id')[0]?.body).toMatchObject({
        name: 'Cold room 1',
        staleAfterSeconds: 300,
        offlineAfterSeconds: 1800,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit sensor' })).toBeNull());
  });
});
