import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../lib/guard';

export const Route = createFileRoute('/_app/apps/user/list')({
  beforeLoad: () => requireAbility('read', 'User'),
  component: () => <h1>Users</h1>,
});
