import { PageSizeSelect } from '../../components/page-size-select';
import { useAuditSearch } from './use-audit-search';

const sizes = [10, 25, 50, 100] as const;

/** "Entries per page", kept in the URL (the API allows at most 100). */
export function AuditPageSizeSelect() {
  const [search, update] = useAuditSearch();
  return (
    <PageSizeSelect
      sizes={sizes}
      value={search.perPage}
      onChange={(perPage) => update({ perPage })}
    />
  );
}
