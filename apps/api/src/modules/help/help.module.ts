import type { ApiModule } from '../../lib/module';
import { helpRoutes } from './help.routes';

/** The help centre: the FAQ and the knowledge base, in the reader's language. */
export const helpModule: ApiModule = {
  id: 'help',
  routes: () => helpRoutes(),
};
