import { PageSizeSelect } from '../../components/page-size-select';
import { useUsersSearch } from './use-users-search';

const sizes = [10, 25, 50] as const;

/** "Show 10 / 25 / 50 entries", kept in the URL. */
export function UsersPageSizeSelect() {
  const [search, update] = useUsersSearch();
  return (
    <PageSizeSelect
      sizes={sizes}
      value={search.perPage}
      onChange={(perPage) => update({ perPage })}
    />
  );
}
