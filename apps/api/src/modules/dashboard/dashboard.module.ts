import type { ApiModule } from '../../lib/module';
import { type DashboardSources, emptySources } from './dashboard.deps';
import { dashboardRoutes } from './dashboard.routes';

declare module '../../lib/module' {
  interface Contributions {
    /** A module's figures for the dashboards' cards, over its own tables. */
    dashboard: Partial<DashboardSources>;
  }
}

/** The analytics and e-commerce dashboards' cards, over the figures the other modules give. */
export const dashboardModule: ApiModule = {
  id: 'dashboard',
  routes: ({ contributions }) =>
    dashboardRoutes(
      contributions('dashboard').reduce<DashboardSources>(
        (all, part) => ({ ...all, ...part }),
        emptySources,
      ),
    ),
  subjects: { Dashboard: { manager: ['read'] } },
};
