import { Table } from '@mantine/core';
import type { InvoiceSortColumn } from '@beacon/contract/invoice-values';
import { SortHeader } from '../../../components/sort-header';
import { useInvoiceListSearch } from './use-invoice-list-search';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

interface InvoiceSortHeaderProps {
  column: InvoiceSortColumn;
  label: string;
  className?: string;
}

/**
 * A column header that sorts the list on the server: the first click sorts ascending, the next
 * ones flip the order. `aria-sort` on the cell tells assistive technology which column leads.
 */
export function InvoiceSortHeader({ column, label, className }: InvoiceSortHeaderProps) {
  const [search, update] = useInvoiceListSearch();
  const direction = search.sortColumn === column ? search.sort : undefined;
  return (
    <Table.Th aria-sort={direction ? ariaSort[direction] : 'none'} className={className}>
      <SortHeader
        label={label}
        direction={direction}
        onSort={() => update({ sortColumn: column, sort: direction === 'asc' ? 'desc' : 'asc' })}
      />
    </Table.Th>
  );
}
