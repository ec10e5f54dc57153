import { Box, Checkbox, LoadingOverlay, Table, Text } from '@mantine/core';
import type { Invoice } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';
import { InvoiceRow } from './invoice-row';
import { InvoiceSortHeader } from './invoice-sort-header';
import classes from './invoice-table.module.css';

const COLUMN_COUNT = 8;

interface InvoiceTableProps {
  /** Undefined before the first page arrives. */
  invoices: Invoice[] | undefined;
  fetching: boolean;
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
  onDelete: (invoice: Invoice) => void;
}

/**
 * The page of invoices the URL asks for. A plain Mantine table rather than mantine-datatable:
 * the sortable headers need `aria-sort`, which mantine-datatable cannot put on its cells.
 */
export function InvoiceTable({ invoices, fetching, ...props }: InvoiceTableProps) {
  const { t } = useTranslation();
  const { selected, onSelectedChange } = props;
  const rows = invoices ?? [];
  const selectedHere = rows.filter((invoice) => selected.has(invoice.id)).length;

  const select = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  return (
    <Box pos="relative" mih={invoices?.length ? undefined : 200}>
      {/* The previous page stays on screen, dimmed, while the next one loads. Its z-index keeps it
          under the shell's header and the filters' dropdowns (Mantine's default, 400, is above
          both): a filter can still be changed while a page loads. */}
      <LoadingOverlay visible={fetching && rows.length > 0} zIndex={1} overlayProps={{ blur: 1 }} />
      <Table.ScrollContainer
        minWidth={900}
        classNames={{ scrollContainerInner: classes.scrollInner }}
      >
        <Table
          aria-label={t('invoice.list.title')}
          aria-busy={fetching}
          highlightOnHover
          verticalSpacing="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('invoice.list.selectAll')}
                  checked={rows.length > 0 && selectedHere === rows.length}
                  indeterminate={selectedHere > 0 && selectedHere < rows.length}
                  disabled={rows.length === 0}
                  onChange={(event) =>
                    onSelectedChange(
                      new Set(event.currentTarget.checked ? rows.map((invoice) => invoice.id) : []),
                    )
                  }
                />
              </Table.Th>
              <InvoiceSortHeader column="id" label={t('invoice.list.columns.id')} />
              <InvoiceSortHeader column="invoiceStatus" label={t('invoice.list.columns.status')} />
              <InvoiceSortHeader column="client.name" label={t('invoice.list.columns.client')} />
              <InvoiceSortHeader column="total" label={t('invoice.list.columns.total')} />
              <InvoiceSortHeader
                column="issuedDate"
                label={t('invoice.list.columns.issuedDate')}
                className={classes.secondary}
              />
              <InvoiceSortHeader
                column="balance"
                label={t('invoice.list.columns.balance')}
                className={classes.secondary}
              />
              <Table.Th className={classes.secondary} style={{ textAlign: 'end' }}>
                {t('invoice.list.columns.actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                selected={selected.has(invoice.id)}
                onSelect={select}
                onDelete={props.onDelete}
              />
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={COLUMN_COUNT}>
                  <Text ta="center" c="dimmed" py="xl">
                    {invoices ? t('invoice.list.empty') : t('common.loading')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
