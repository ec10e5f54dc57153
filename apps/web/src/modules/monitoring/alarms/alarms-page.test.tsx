import { act, screen, waitFor, within } from '@testing-library/react';
import type { LiveEvent } from '@beacon/contract/live';
import type { Alarm, AlarmsReply } from '@beacon/contract/monitoring';
import { monitoringEventTypes, monitoringTopic } from '@beacon/contract/monitoring-values';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { demoUsers, signInAs } from '../../../test/session';
import { showEveryColumn } from '../../../test/table';
import { testAlarm, testSensor } from './test-alarms';

// The live channel, played by the test: it hands events to every subscriber of a topic.
const live = vi.hoisted(() => ({
  handlers: new Map<string, Set<(event: LiveEvent) => void>>(),
}));
vi.mock('../../../lib/live', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useLiveEvents: (topic: string | null, onEvent: (event: LiveEvent) => void) => {
      const handler = useRef(onEvent);
      useEffect(() => {
        handler.current = onEvent;
      });
      useEffect(() => {
        if (!topic) return;
        const subscriber = (event: LiveEvent) => handler.current(event);
        const subscribers = live.handlers.get(topic) ?? new Set();
        live.handlers.set(topic, subscribers.add(subscriber));
        return () => void subscribers.delete(subscriber);
      }, [topic]);
    },
    sendLiveCommand: () => undefined,
  };
});
// Mantine's autosize textarea listens to `document.fonts`, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const emit = (event: object) =>
  act(() => live.handlers.get(monitoringTopic)?.forEach((handler) => handler(event as LiveEvent)));

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const LIST = 'GET /api/monitoring/alarms';
const SENSORS = 'GET /api/monitoring/sensors';
const ACK = 'POST /api/monitoring/alarms/:id/acknowledge';
const sensors = {
  sensors: [testSensor(3), testSensor(5, { zone: 'Dock' })],
  zones: ['Cold room', 'Dock'],
};
const reply = (
  alarms: Alarm[],
  total = alarms.length,
  paging: Pick<AlarmsReply, 'totalExact' | 'cursors'> = {
    totalExact: true,
    cursors: { prev: null, next: null },
  },
): AlarmsReply => ({
  alarms,
  total,
  ...paging,
  active: { info: 1, warning: 0, critical: 2 },
});

/** The table once its rows are in (it shows a loader before). */
const table = async () => {
  const found = await screen.findByRole('table', { name: 'Alarms' }, slow);
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'), slow);
  await within(found).findAllByText('Freezer too warm', {}, slow);
  return found;
};
const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: 'Alarms' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text)) as HTMLElement;

async function choose(
  user: { click: (element: Element) => Promise<void> },
  select: string,
  option: string | RegExp,
) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

let restoreColumns: () => void;
beforeEach(() => {
  live.handlers.clear();
  restoreColumns = showEveryColumn();
  return () => restoreColumns();
});

describe('alarms page', { timeout: 30_000 }, () => {
  it('shows the active counts and each alarm, asking for what the URL names', async () => {
    signInAs('admin');
    const server = mockApi({
      [LIST]: reply([
        testAlarm(8),
        testAlarm(7, {
          severity: 'warning',
          state: 'cleared',
          clearedAt: '2026-11-29T11:00:00.000Z',
          acknowledgedAt: '2026-11-29T10:30:00.000Z',
          acknowledgedBy: { id: 9, fullName: 'Alan Turing' },
          comment: 'Door was open',
          openValue: -10.5,
        }),
      ]),
      [SENSORS]: sensors,
    });
    await renderRoute('/alarms?severity=critical&from=2026-11-20&to=2026-11-29&state=bogus');

    await table();
    expect(server.callsTo(LIST)[0]?.query).toEqual({
      severity: 'critical',
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
      page: '1',
      perPage: '10',
    });
    expect(screen.getByText('Active critical alarms').parentElement).toHaveTextContent('2');
    expect(screen.getByText('Active info alarms').parentElement).toHaveTextContent('1');

    const open = rowOf('-12.0 °C');
    expect(open).toHaveTextContent('Critical');
    expect(open).toHaveTextContent('Freezer 3');
    expect(open).toHaveTextContent('Cold room');
    expect(open).toHaveTextContent('Freezer too warm');
    expect(open).toHaveTextContent('-7.0 °C');
    expect(within(open).getByRole('button', { name: /^Acknowledge/ })).toBeVisible();

    const done = rowOf('Door was open');
    expect(done).toHaveTextContent('Alan Turing');
    expect(done).toHaveTextContent('Warning');
    expect(within(done).queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
    expect(within(done).getByRole('link', { name: /^Chart of Freezer 3/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/dynamic?'),
    );
  });

  it('writes each chosen filter to the URL from page 1, and clears them', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: reply([testAlarm(8)], 30), [SENSORS]: sensors });
    const { user, router } = await renderRoute('/alarms?page=2');
    await table();

    await choose(user, 'State', 'Active');
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'active' }));
    await choose(user, 'Severity', 'Warning');
    await choose(user, 'Sensor', 'Freezer 5 (Dock)');
    await choose(user, 'Zone', 'Dock');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        state: 'active',
        severity: 'warning',
        sensor: 5,
        zone: 'Dock',
      }),
    );
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toEqual({
        state: 'active',
        severity: 'warning',
        sensor: '5',
        zone: 'Dock',
        page: '1',
        perPage: '10',
      }),
    );

    await choose(user, 'State', 'All states');
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('state'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("pages by cursor: Next sends the reply's next cursor, Last asks for the last page, a filter starts again", async () => {
    signInAs('admin');
    const server = mockApi({
      [LIST]: ({ query }) =>
        reply([testAlarm(query.cursor === 'last' ? 1 : 8)], 1_234_567, {
          totalExact: false,
          cursors:
            query.cursor === 'last'
              ? { prev: 'before-1', next: null }
              : { prev: query.cursor ? 'before-8' : null, next: 'after-8' },
        }),
      [SENSORS]: sensors,
    });
    const { user, router } = await renderRoute('/alarms?perPage=25');
    await table();
    const pager = screen.getByRole('navigation', { name: 'Alarms' });
    expect(pager).toHaveTextContent('1–25 of about 1.2M');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ perPage: 25, cursor: 'after-8', page: 2 }),
    );
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toEqual({
        page: '2',
        perPage: '25',
        cursor: 'after-8',
      }),
    );
    await waitFor(() => expect(pager).toHaveTextContent('26–50 of about 1.2M'));

    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({ cursor: 'last' }),
    );
    // The last page of an estimate has no number: the range says only "of about".
    await waitFor(() => expect(pager).toHaveTextContent(/^of about 1\.2M/));
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await choose(user, 'Severity', 'Warning');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ perPage: 25, severity: 'warning' }),
    );
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toEqual({
        severity: 'warning',
        page: '1',
        perPage: '25',
      }),
    );
  });

  it('acknowledges with the comment, and the row then says who did it', async () => {
    const me = signInAs('admin');
    let alarm = testAlarm(8);
    const server = mockApi({
      [LIST]: () => reply([alarm]),
      [SENSORS]: sensors,
      [ACK]: ({ body }) => {
        alarm = {
          ...alarm,
          state: 'acknowledged',
          acknowledgedAt: '2026-11-29T12:05:00.000Z',
          acknowledgedBy: { id: me.id, fullName: me.fullName },
          comment: (body as { comment: string }).comment,
        };
        return { alarm };
      },
    });
    const { user } = await renderRoute('/alarms');
    await table();

    await user.click(
      screen.getByRole('button', { name: 'Acknowledge Freezer too warm on Freezer 3' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge alarm' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comment (optional)' }),
      '  Door closed, checked the seal ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(ACK)).toHaveLength(1);
    expect(server.callsTo(ACK)[0]?.params.id).toBe('8');
    expect(server.callsTo(ACK)[0]?.body).toEqual({ comment: 'Door closed, checked the seal' });
    const row = rowOf('Freezer too warm');
    await waitFor(() => expect(row).toHaveTextContent('John Doe'));
    expect(row).toHaveTextContent('Door closed, checked the seal');
    expect(within(row).queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
    expect(await screen.findByText('Alarm acknowledged')).toBeVisible();
  });

  it('says so in a toast when someone acknowledged it first', async () => {
    signInAs('admin');
    const server = mockApi({
      [LIST]: reply([testAlarm(8)]),
      [SENSORS]: sensors,
      [ACK]: json({ error: 'This alarm is already acknowledged' }, 409),
    });
    const { user } = await renderRoute('/alarms');
    await table();

    await user.click(screen.getByRole('button', { name: /^Acknowledge Freezer too warm/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge alarm' });
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));

    expect(await screen.findByText('Someone has already acknowledged this alarm.')).toBeVisible();
    expect(server.callsTo(ACK)[0]?.body).toEqual({ comment: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no acknowledge button to a reader who may not acknowledge', async () => {
    signInAs({ ...demoUsers.admin, ability: [{ action: 'read', subject: 'Monitoring' }] });
    mockApi({ [LIST]: reply([testAlarm(8)]), [SENSORS]: sensors });
    await renderRoute('/alarms');
    await table();
    expect(rowOf('Freezer too warm')).toHaveTextContent('Not acknowledged');
    expect(screen.queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
  });

  it('shows an alarm opened elsewhere without a reload, marked new', async () => {
    signInAs('admin');
    let alarms = [testAlarm(8)];
    const server = mockApi({ [LIST]: () => reply(alarms), [SENSORS]: sensors });
    await renderRoute('/alarms');
    await table();
    expect(screen.queryByText('New')).toBeNull();

    const opened = testAlarm(9, { sensor: 'Freezer 5', sensorId: 5, ruleName: 'Dock too warm' });
    alarms = [opened, ...alarms];
    const calls = server.callsTo(LIST).length;
    emit({ type: monitoringEventTypes.alarm, change: 'opened', alarm: opened });

    await waitFor(() => expect(server.callsTo(LIST).length).toBeGreaterThan(calls));
    await waitFor(() => expect(rowOf('Dock too warm')).toHaveTextContent('New'));
    expect(rowOf('Freezer 3')).not.toHaveTextContent('New');
  });

  it('says when there is no alarm, and when none matches the filters', async () => {
    signInAs('admin');
    mockApi({ [LIST]: reply([]), [SENSORS]: sensors });
    const { user, router } = await renderRoute('/alarms?severity=info');
    expect(await screen.findByText('No alarm matches these filters', {}, slow)).toBeVisible();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1) as HTMLElement);
    expect(await screen.findByText('No alarms')).toBeVisible();
    expect(router.state.location.search).toEqual({});
  });

  it('shows a failed load with Retry', async () => {
    signInAs('admin');
    let fail = true;
    mockApi({
      [LIST]: () => (fail ? json({ error: 'Internal error' }, 500) : reply([testAlarm(8)])),
      [SENSORS]: sensors,
    });
    const { user } = await renderRoute('/alarms');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The alarms could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await table();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
