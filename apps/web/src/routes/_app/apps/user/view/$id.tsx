import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../../../lib/guard';
import { UserViewPage } from '../../../../../modules/users/user-view-page';

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  beforeLoad: () => requireAbility('read', 'User'),
  component: UserViewPage,
});
