import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { searchWithDefaults } from '../../lib/search-params';
import { ChartPage } from '../../modules/monitoring/chart/chart-page';
import {
  chartSearchChecks,
  chartSearchDefaults,
} from '../../modules/monitoring/chart/chart-search';

const search = searchWithDefaults(chartSearchChecks, chartSearchDefaults);

export const Route = createFileRoute('/_app/dynamic')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Monitoring'),
  component: ChartPage,
});
