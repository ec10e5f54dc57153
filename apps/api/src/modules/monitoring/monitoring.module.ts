import { accessLevels } from '@beacon/contract/access-values';
import { ingestPath } from '@beacon/contract/monitoring';
import { type ApiModule, hasRows } from '../../lib/module';
import { alarmsRoutes } from './alarms.routes';
import { dataRoutes } from './data.routes';
import { ingestRoutes } from './ingest.routes';
import { monitoringJobs } from './monitoring.jobs';
import { monitoringLive } from './monitoring.live';
import { monitoringSearch } from './monitoring.search';
import { seedMonitoring } from './monitoring.seed';
import * as tables from './monitoring.table';
import { rulesRoutes } from './rules.routes';
import { sensorsRoutes } from './sensors.routes';
import { settingsRoutes } from './settings.routes';

/**
 * Temperature monitoring: sensors that report over HTTP with device tokens, readings kept with
 * hourly aggregates, alarm rules evaluated as readings arrive, and the overview, the table report,
 * the chart and the alarms on top. Three access subjects: reading the data (`Monitoring`),
 * managing sensors and rules (`MonitoringSetup`), acknowledging alarms (`Alarm`, write).
 */
export const monitoringModule: ApiModule = {
  id: 'monitoring',
  routes: (context) => {
    monitoringLive(context.live);
    return [
      sensorsRoutes(context),
      ingestRoutes(context),
      rulesRoutes(context),
      alarmsRoutes(context),
      dataRoutes(context),
      settingsRoutes(context),
    ];
  },
  tables,
  seed: {
    samples: async ({ db, service }) =>
      seedMonitoring(db, { adminId: (await service('sampleAccounts').demoAdmin(db))?.id }),
    seeded: (db) => hasRows(db, tables.sensors),
  },
  subjects: {
    Monitoring: {
      manager: ['read'],
      user: ['read'],
      support: ['read'],
      'restricted-user': ['read'],
    },
    MonitoringSetup: { manager: accessLevels },
    Alarm: { manager: ['read', 'write'], support: ['read', 'write'], user: ['read'] },
  },
  audit: {
    sensors: { subject: 'Monitoring', owned: false },
    alarm_rules: { subject: 'Monitoring', owned: false },
    alarms: { subject: 'Monitoring', owned: false },
    monitoring_settings: null,
  },
  jobs: monitoringJobs,
  unauditedPaths: [ingestPath],
  contributes: { search: monitoringSearch },
};
