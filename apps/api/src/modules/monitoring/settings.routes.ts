import { createRoute } from '@hono/zod-openapi';
import {
  monitoringSettingsPatchSchema,
  monitoringSettingsSchema,
} from '@beacon/contract/monitoring';
import { badRequest } from '../../lib/errors';
import { requires } from '../../lib/guard';
import type { ModuleContext } from '../../lib/module';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { publishSetup } from './monitoring.live';
import { readSettings, saveSimulator, simulatorAvailable } from './settings.repo';

const tags = ['Monitoring'];
const guarded = { tags, security: bearerSecurity } as const;

export const simulatorUnavailable =
  'The simulator is turned off on this server (MONITORING_SIMULATOR=off)';

const readRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/monitoring/settings',
  summary: 'The module’s settings: whether the demo’s simulator runs, how long readings are kept',
  description:
    '`simulator` is true only when the server allows the simulator (`simulatorAvailable`, MONITORING_SIMULATOR) and the settings want it. `retentionDays` (MONITORING_RETENTION_DAYS) is the server’s: raw readings older than that are deleted every hour, the hourly aggregates stay.',
  middleware: [requires('read', 'Monitoring')] as const,
  responses: { 200: json(monitoringSettingsSchema, 'The settings'), ...guardedReplies },
});

const patchRoute = createRoute({
  ...guarded,
  method: 'patch',
  path: '/api/monitoring/settings',
  summary: 'Turn the demo’s simulator on or off',
  description:
    'The simulator sends readings for the sample sensors only, every 20 seconds, as a device would (alarms and live updates follow). A 400 on `simulator` when the server does not allow it.',
  middleware: [requires('update', 'MonitoringSetup')] as const,
  request: { body: jsonBody(monitoringSettingsPatchSchema) },
  responses: {
    200: json(monitoringSettingsSchema, 'Saved'),
    ...badInput,
    ...guardedReplies,
  },
});

export const settingsRoutes = (context: ModuleContext) =>
  createRouter()
    .openapi(readRoute, async (c) => c.json(await readSettings(c.var.db, c.var.config), 200))
    .openapi(patchRoute, async (c) => {
      if (!simulatorAvailable(c.var.config))
        throw badRequest({ simulator: [simulatorUnavailable] });
      await saveSimulator(c.var.db, c.req.valid('json').simulator);
      const settings = await readSettings(c.var.db, c.var.config);
      // A hint for open settings screens; they read the row back over HTTP.
      c.var.afterCommit(() => publishSetup(context.live, 'settings'));
      return c.json(settings, 200);
    });
