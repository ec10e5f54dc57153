import type { Cursors } from '@beacon/contract/paging';
import { useTranslation } from 'react-i18next';
import { CursorPager, cursorSearch } from '../../../components/cursor-pager';
import { useInvoiceListSearch } from './use-invoice-list-search';

interface InvoiceTableFooterProps {
  total: number;
  /** False when `total` is an estimate: it then shows as "about 1.2 M". */
  totalExact: boolean;
  /** The pages either side; undefined before the first page arrives. */
  cursors: Cursors | undefined;
}

/** The range shown and First / Previous / Next / Last, moving by cursor through the URL. */
export function InvoiceTableFooter({ total, totalExact, cursors }: InvoiceTableFooterProps) {
  const { t } = useTranslation();
  const [search, update] = useInvoiceListSearch();
  if (total === 0) return null;
  return (
    <CursorPager
      label={t('invoice.list.pages')}
      total={total}
      totalExact={totalExact}
      cursors={cursors}
      // With a cursor and no page, the page's number is not known (the last of an estimate).
      page={search.cursor === undefined ? (search.page ?? 1) : search.page}
      perPage={search.perPage}
      onMove={(to) => update(cursorSearch(to))}
    />
  );
}
