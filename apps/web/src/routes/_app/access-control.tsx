import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';
import { AccessControlPage } from '../../modules/auth/access-control-page';

export const Route = createFileRoute('/_app/access-control')({
  beforeLoad: () => requireAbility('read', 'ACL'),
  component: AccessControlPage,
});
