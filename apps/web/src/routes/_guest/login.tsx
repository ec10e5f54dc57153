import { type SearchSchemaInput, createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../modules/auth/login-page';

export const Route = createFileRoute('/_guest/login')({
  // Where the guard sent the visitor from; checked for same-origin before use (safe-redirect.ts).
  // A hand-edited link with anything but text there is dropped: signing in then leads home.
  validateSearch: (search: { redirect?: string } & SearchSchemaInput): { redirect?: string } => {
    const { redirect }: { redirect?: unknown } = search;
    if (typeof redirect === 'string') return { redirect };
    return 'redirect' in search ? { redirect: undefined } : {};
  },
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
