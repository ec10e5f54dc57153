import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../../modules/auth/login-page';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  component: LoginPage,
});
