import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  alarmSeverities,
  alarmStates,
  alarmsDefaults,
  alarmsPerPageOptions,
  zoneNameMax,
} from '@beacon/contract/monitoring-values';
import { requireAbility } from '../../lib/guard';
import { day, integer, numberOf, oneOf, searchWithDefaults, text } from '../../lib/search-params';
import { AlarmsPage } from '../../modules/monitoring/alarms/alarms-page';

/** The largest id an integer column holds (the contract's `maxId`, whose file brings zod). */
const maxId = 2_147_483_647;

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    // Absent: every state.
    state: oneOf(alarmStates),
    severity: oneOf(alarmSeverities),
    sensor: integer({ min: 1, max: maxId }),
    zone: text({ min: 1, max: zoneNameMax }),
    // Opened on these calendar days, both included (UTC, as the report's days).
    from: day,
    to: day,
    // Absent with a cursor: a page whose number is not known (the last of an estimated total).
    page: integer({ min: 1 }),
    perPage: numberOf(alarmsPerPageOptions),
    // Where the page starts (`first`, `last`, or a cursor a reply gave); the API then ignores page.
    cursor: text({ min: 1, max: 1000 }),
  },
  { perPage: alarmsDefaults.perPage },
);

export const Route = createFileRoute('/_app/alarms')({
  validateSearch: search.validateSearch,
  // Page 1 stays out of the address bar too, as a default would.
  search: {
    middlewares: [...search.search.middlewares, stripSearchParams({ page: alarmsDefaults.page })],
  },
  beforeLoad: () => requireAbility('read', 'Monitoring'),
  component: AlarmsPage,
});
