import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/apps/ecommerce` opens the shop. */
export const Route = createFileRoute('/_app/apps/ecommerce/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/ecommerce/shop', replace: true });
  },
});
