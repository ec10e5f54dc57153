import { createFileRoute } from '@tanstack/react-router';
import { OidcCompletePage } from '../../modules/auth/oidc/oidc-complete-page';

// `login_`: beside /login, not inside it (the login page has no outlet for a child).
export const Route = createFileRoute('/_guest/login_/oidc')({
  component: OidcCompletePage,
});
