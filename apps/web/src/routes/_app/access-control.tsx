import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../lib/guard';

export const Route = createFileRoute('/_app/access-control')({
  beforeLoad: () => requireAbility('read', 'ACL'),
  component: () => <h1>Access Control</h1>,
});
