import type { ModuleContext } from '../../../lib/module';
import { createRouter } from '../../../lib/router';
import { roleRequirementRoutes } from './role-requirement.routes';
import { twoFactorSettingsRoutes } from './settings.routes';
import { twoFactorSignInRoutes } from './sign-in-step.routes';

/** Two-factor sign-in with an authenticator app, its recovery codes, and roles that require it. */
export function twoFactorRoutes(context: ModuleContext) {
  return createRouter()
    .route('/', twoFactorSettingsRoutes())
    .route('/', twoFactorSignInRoutes(context))
    .route('/', roleRequirementRoutes());
}
