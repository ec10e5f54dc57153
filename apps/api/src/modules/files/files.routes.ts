import type { ModuleContext } from '../../lib/module';
import { createRouter } from '../../lib/router';

/**
 * POST /api/files (upload), GET /api/files (the caller's readable files), GET /api/files/usage,
 * GET /api/files/{id} (download, Range), GET /api/files/{id}/thumbnail.
 */
export function filesRoutes(_context: ModuleContext) {
  return createRouter();
}
