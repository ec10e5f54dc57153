import type { Rule } from '@beacon/contract/monitoring';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { testSensor } from '../sensors/test-sensor';

const slow = { timeout: 10_000 };

const rule = (patch: Partial<Rule>): Rule => ({
  id: 1,
  name: 'Too warm',
  sensorId: 1,
  zone: null,
  condition: 'above',
  threshold: 8,
  low: null,
  high: null,
  ratePerMinute: null,
  noDataMinutes: null,
  hysteresis: 0,
  delaySeconds: 0,
  severity: 'warning',
  enabled: true,
  notifyRoles: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  ...patch,
});

const rules = [
  rule({ hysteresis: 0.5, delaySeconds: 60, notifyRoles: ['manager'] }),
  rule({
    id: 2,
    name: 'Comfort',
    sensorId: null,
    zone: 'Kitchen',
    condition: 'outside',
    threshold: null,
    low: 18,
    high: 26,
    severity: 'critical',
  }),
  rule({ id: 3, name: 'Jumps', condition: 'rate', threshold: null, ratePerMinute: 2 }),
  rule({
    id: 4,
    name: 'Silent',
    condition: 'noData',
    threshold: null,
    noDataMinutes: 15,
    enabled: false,
  }),
];

const role = (id: number, name: string) => ({
  id,
  name,
  manageAll: false,
  permissions: {},
  totalUsers: 0,
  users: [],
});

function rulesApi(answers: { save?: () => Response } = {}) {
  return mockApi({
    'GET /api/monitoring/rules': { rules },
    'GET /api/monitoring/sensors': {
      sensors: [testSensor(), testSensor({ id: 2, name: 'Freezer' })],
      zones: ['Kitchen'],
    },
    'GET /apps/roles': { roles: [role(1, 'manager'), role(2, 'support')] },
    'POST /api/monitoring/rules': () => answers.save?.(),
    'PUT /api/monitoring/rules/:id': ({ body }) =>
      json({ rule: { ...rules[0], ...(body as Partial<Rule>) } }),
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('alarm rules page', { timeout: 30_000 }, () => {
  it('says each rule’s scope, condition and guards in words', async () => {
    signInAs('admin');
    rulesApi();
    await renderRoute('/alarmconfigs');
    await screen.findByRole('table', {}, slow);
    const warm = rowOf('Too warm');
    expect(within(warm).getByText('Cold room 1')).toBeVisible();
    expect(within(warm).getByText('above 8 °C')).toBeVisible();
    expect(within(warm).getByText('hysteresis 0.5 °C, after 60 s')).toBeVisible();
    expect(within(warm).getByText('Warning')).toBeVisible();
    expect(within(warm).getByText('manager')).toBeVisible();
    const comfort = rowOf('Comfort');
    expect(within(comfort).getByText('Zone: Kitchen')).toBeVisible();
    expect(within(comfort).getByText('outside 18–26 °C')).toBeVisible();
    expect(within(rowOf('Jumps')).getByText('changes faster than 2 °C/min')).toBeVisible();
    expect(within(rowOf('Silent')).getByText('no data for 15 min')).toBeVisible();
    expect(
      within(rowOf('Silent')).getByRole('switch', { name: 'Silent enabled' }),
    ).not.toBeChecked();
  });

  it('turns a rule off with the whole rule sent back', async () => {
    signInAs('admin');
    const server = rulesApi();
    const { user } = await renderRoute('/alarmconfigs');
    await screen.findByRole('table', {}, slow);
    await user.click(within(rowOf('Too warm')).getByRole('switch', { name: 'Too warm enabled' }));
    await waitFor(() =>
      expect(server.callsTo('PUT /api/monitoring/rules/:id')[0]?.body).toEqual({
        name: 'Too warm',
        sensorId: 1,
        zone: null,
        condition: 'above',
        threshold: 8,
        low: null,
        high: null,
        ratePerMinute: null,
        noDataMinutes: null,
        hysteresis: 0.5,
        delaySeconds: 60,
        severity: 'warning',
        enabled: false,
        notifyRoles: ['manager'],
      }),
    );
  });

  // Three condition changes and two pickers: Mantine's Selects are slow under jsdom.
  it(
    'shows the chosen condition’s fields only, and the API’s messages under them',
    { timeout: 60_000 },
    async () => {
      signInAs('admin');
      const server = rulesApi({
        save: () =>
          json(
            {
              error: {
                sensorId: ['This sensor is retired'],
                high: ['The high limit must be above the low limit'],
              },
            },
            400,
          ),
      });
      const { user } = await renderRoute('/alarmconfigs');
      await user.click(await screen.findByRole('button', { name: 'Add rule' }, slow));
      const drawer = await screen.findByRole('dialog', { name: 'Add alarm rule' });
      const field = (name: RegExp) => within(drawer).queryByRole('textbox', { name });
      const choose = async (label: RegExp, option: string) => {
        await user.click(within(drawer).getByRole('combobox', { name: label }));
        await user.click(await screen.findByRole('option', { name: option }));
      };

      // No condition yet: none of the condition's fields.
      expect(field(/^Threshold/)).toBeNull();
      await choose(/^Condition/, 'Above a threshold');
      expect(field(/^Threshold/)).toBeVisible();
      expect(field(/^Low limit/)).toBeNull();
      expect(field(/^Hysteresis/)).toBeVisible();

      await choose(/^Condition/, 'No data');
      expect(field(/^Minutes without data/)).toBeVisible();
      expect(field(/^Threshold/)).toBeNull();
      // No reading has no value to come back past.
      expect(field(/^Hysteresis/)).toBeNull();

      await choose(/^Condition/, 'Outside a range');
      expect(field(/^Low limit/)).toBeVisible();
      expect(field(/^High limit/)).toBeVisible();
      expect(field(/^Minutes without data/)).toBeNull();

      await user.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Cold chain');
      await choose(/^Sensor/, 'Freezer');
      await user.type(field(/^Low limit/) as HTMLElement, '5');
      await user.type(field(/^High limit/) as HTMLElement, '2');
      await user.click(within(drawer).getByRole('button', { name: 'Add rule' }));

      await waitFor(() =>
        expect(field(/^High limit/)).toHaveAccessibleDescription(
          'The high limit must be above the low limit',
        ),
      );
      // The API names the scope's sensor; the form shows it under the one scope picker.
      expect(within(drawer).getByRole('combobox', { name: /^Sensor/ })).toHaveAccessibleDescription(
        'This sensor is retired',
      );
      expect(server.callsTo('POST /api/monitoring/rules')[0]?.body).toEqual({
        name: 'Cold chain',
        sensorId: 2,
        zone: null,
        condition: 'outside',
        threshold: null,
        low: 5,
        high: 2,
        ratePerMinute: null,
        noDataMinutes: null,
        hysteresis: 0,
        delaySeconds: 0,
        severity: 'warning',
        enabled: true,
        notifyRoles: [],
      });
    },
  );
});
