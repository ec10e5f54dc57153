import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoginPage } from '../../modules/auth/login-page';

export const Route = createFileRoute('/_guest/login')({
  // Where the guard sent the visitor from; checked for same-origin before use (safe-redirect.ts).
  validateSearch: z.object({ redirect: z.optional(z.string()) }),
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
