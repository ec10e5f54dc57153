import {
  IconAccessPoint,
  IconAdjustmentsAlt,
  IconAlarm,
  IconChartLine,
  IconGauge,
  IconTable,
} from '@tabler/icons-react';
import { lazy } from 'react';
import type { ModuleManifest } from '../../lib/manifest';

const read = { action: 'read', subject: 'Monitoring' };

/** The Monitoring section of the menu: the overview, the report, the chart, alarms and setup. */
export const manifest: ModuleManifest = {
  id: 'monitoring',
  section: 'monitoring',
  order: 1,
  menu: [
    { kind: 'link', titleKey: 'monitoring.menu.home', to: '/home', icon: IconGauge, can: read },
    {
      kind: 'link',
      titleKey: 'monitoring.menu.tableReport',
      to: '/apps/tablereport',
      icon: IconTable,
      can: read,
    },
    {
      kind: 'link',
      titleKey: 'monitoring.menu.dynamic',
      to: '/dynamic',
      icon: IconChartLine,
      can: read,
    },
    { kind: 'link', titleKey: 'monitoring.menu.alarms', to: '/alarms', icon: IconAlarm, can: read },
    {
      kind: 'link',
      titleKey: 'monitoring.menu.alarmConfigs',
      to: '/alarmconfigs',
      icon: IconAdjustmentsAlt,
      can: read,
    },
    {
      kind: 'link',
      titleKey: 'monitoring.menu.sensors',
      to: '/apps/sensors',
      icon: IconAccessPoint,
      can: read,
    },
  ],
  // Lazy: the bell's code loads after the first paint, and only for users who may read monitoring data.
  navbar: {
    component: lazy(() =>
      import('./alarm-badge/alarm-badge').then((module) => ({ default: module.AlarmBadge })),
    ),
    can: read,
  },
  subjects: [
    { subject: 'Monitoring', titleKey: 'monitoring.subjects.Monitoring', order: 200 },
    { subject: 'MonitoringSetup', titleKey: 'monitoring.subjects.MonitoringSetup', order: 201 },
    { subject: 'Alarm', titleKey: 'monitoring.subjects.Alarm', order: 202 },
  ],
  auditResources: [
    { resource: 'sensors', titleKey: 'monitoring.auditResources.sensors' },
    { resource: 'alarm_rules', titleKey: 'monitoring.auditResources.alarm_rules' },
    { resource: 'alarms', titleKey: 'monitoring.auditResources.alarms' },
    { resource: 'monitoring_settings', titleKey: 'monitoring.auditResources.monitoring_settings' },
  ],
};
