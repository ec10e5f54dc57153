import type { MonitoringSettings } from '@beacon/contract/monitoring';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { backends, testConfig, useTestApp } from '../../test/harness';
import { signInAs } from './alarms-test-kit';
import { simulatorUnavailable } from './settings.routes';

interface ErrorBody {
  error: string | Record<string, string[]>;
}

const path = '/api/monitoring/settings';

describe.each(backends)('monitoring settings on %s', (backend) => {
  describe('on a server that allows the simulator', () => {
    const t = useTestApp(backend, {
      ...testConfig,
      monitoring: { simulator: true, retentionDays: 30 },
    });

    it('says the simulator runs, and how long readings are kept', async () => {
      const reply = await t.call<MonitoringSettings>('GET', path, {
        token: await t.tokenOf('admin'),
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ simulator: true, simulatorAvailable: true, retentionDays: 30 });
    });

    it('turns the simulator off and on again, each change in the audit log', async () => {
      const admin = await t.as('', t.tokenOf('admin'));
      const off = await admin.patch<MonitoringSettings>(path, { simulator: false });
      expect(off.status).toBe(200);
      expect(off.body.simulator).toBe(false);
      expect((await admin.get<MonitoringSettings>(path)).body.simulator).toBe(false);
      const on = await admin.patch<MonitoringSettings>(path, { simulator: true });
      expect(on.body).toEqual({ simulator: true, simulatorAvailable: true, retentionDays: 30 });
      const [logged] = await selectRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from audit_log where resource = 'monitoring_settings'
          and actor_id is not null`,
      );
      expect(logged?.n).toBe(2);
    });

    it('answers a 400 on the field for a value that is not true or false', async () => {
      const admin = await t.as('', t.tokenOf('admin'));
      const reply = await admin.patch<ErrorBody>(path, { simulator: 'yes' });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toHaveProperty('simulator');
      expect((await admin.patch<ErrorBody>(path, {})).status).toBe(400);
    });

    it('lets anyone who reads monitoring data read them, and only setup managers change them', async () => {
      expect((await t.call('GET', path)).status).toBe(401);
      const client = await t.tokenOf('client');
      expect((await t.call('GET', path, { token: client })).status).toBe(403);
      const user = await signInAs(t, 'user', 'settings-user');
      expect((await t.call('GET', path, { token: user })).status).toBe(200);
      const refused = await t.call('PATCH', path, { token: user, body: { simulator: false } });
      expect(refused.status).toBe(403);
      const manager = await signInAs(t, 'manager', 'settings-manager');
      const allowed = await t.call('PATCH', path, { token: manager, body: { simulator: true } });
      expect(allowed.status).toBe(200);
    });
  });

  describe('on a server that does not', () => {
    const t = useTestApp(backend);

    it('says the simulator is off for good, with the default 90 days of readings', async () => {
      const reply = await t.call<MonitoringSettings>('GET', path, {
        token: await t.tokenOf('admin'),
      });
      expect(reply.body).toEqual({
        simulator: false,
        simulatorAvailable: false,
        retentionDays: 90,
      });
    });

    it('refuses to turn it on (or off) with a 400 on the field', async () => {
      const admin = await t.as('', t.tokenOf('admin'));
      for (const simulator of [true, false]) {
        const reply = await admin.patch<ErrorBody>(path, { simulator });
        expect(reply.status).toBe(400);
        expect(reply.body.error).toEqual({ simulator: [simulatorUnavailable] });
      }
    });
  });
});
