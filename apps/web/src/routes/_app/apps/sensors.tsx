import { createFileRoute } from '@tanstack/react-router';
import { zoneNameMax } from '@beacon/contract/monitoring-values';
import { requireAbility } from '../../../lib/guard';
import { type Check, searchWithDefaults, text } from '../../../lib/search-params';
import { SensorsPage } from '../../../modules/monitoring/sensors/sensors-page';

/** `?retired=true`: the router reads it as the boolean; a hand-written 'true' counts too. */
const flag: Check<boolean> = (value: unknown) =>
  value === true || value === 'true'
    ? true
    : value === false || value === 'false'
      ? false
      : undefined;

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  { q: text({ max: 100 }), zone: text({ min: 1, max: zoneNameMax }), retired: flag },
  { q: '', retired: false },
);

export const Route = createFileRoute('/_app/apps/sensors')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Monitoring'),
  component: SensorsPage,
});
