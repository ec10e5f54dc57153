import type { ModuleContext } from '../../lib/module';
import { createRouter } from '../../lib/router';

// SKELETON: replaced by its owner.
export const rulesRoutes = (_context: ModuleContext) => createRouter();
