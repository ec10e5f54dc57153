import { getRouteApi } from '@tanstack/react-router';
import { UserNotFound } from './user-not-found';
import { UserView } from './user-view';

const route = getRouteApi('/_app/apps/user/view/$id');

/** `/apps/user/view/$id`. An id that is not a positive whole number cannot exist: no request. */
export function UserViewPage() {
  const { id } = route.useParams();
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return numeric > 0 ? <UserView key={numeric} id={numeric} /> : <UserNotFound id={id} />;
}
