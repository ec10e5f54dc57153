import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { InvitationsPage } from '../../../modules/access/invitations/invitations-page';

export const Route = createFileRoute('/_app/apps/invitations')({
  beforeLoad: () => requireAbility('read', 'Access'),
  component: InvitationsPage,
});
