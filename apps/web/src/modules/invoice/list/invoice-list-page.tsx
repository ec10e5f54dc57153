import { Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Invoice } from '@beacon/contract/invoice';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { LoadedList } from '../../../components/loaded-list';
import { DeleteInvoicesDialog } from './delete-invoices-dialog';
import { InvoiceExportButton } from './invoice-export-button';
import { InvoiceListFilters } from './invoice-list-filters';
import { invoiceKeys } from '../invoice.queries';
import { invoiceListQuery } from './invoice-list-query';
import { LiveListUpdates } from '../../../components/live-list-updates';
import { InvoiceTable } from './invoice-table';
import { InvoiceTableFooter } from './invoice-table-footer';
import { useInvoiceListSearch } from './use-invoice-list-search';
import { useLastPageAtMost } from '../../../lib/use-list-search';

/** `/apps/invoice/list`: the searchable, filterable, sortable, paged table of invoices. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const [search, update] = useInvoiceListSearch();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  // Another page, filter or order starts with nothing selected: a bulk delete acts on what is shown.
  const shownKey = JSON.stringify(search);
  const [selectedKey, setSelectedKey] = useState(shownKey);
  if (shownKey !== selectedKey) {
    setSelectedKey(shownKey);
    setSelected(new Set());
  }
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const onDelete = useCallback((invoice: Invoice) => setDeleting([invoice.id]), []);

  const list = useQuery(invoiceListQuery(search));
  const invoices = list.data?.invoices;
  const total = list.data?.total ?? 0;
  // Only rows on screen count: a selection never reaches invoices the reader cannot see.
  const chosen = (invoices ?? []).filter((invoice) => selected.has(invoice.id)).map((i) => i.id);

  // A page number past the end (an old link) goes to the last page; a cursor finds its own place.
  useLastPageAtMost(
    list,
    {
      page: search.cursor === undefined ? (search.page ?? 1) : 1,
      perPage: search.perPage,
      total,
    },
    update,
  );

  return (
    <Stack gap="lg">
      <LiveListUpdates resource="invoices" queryKey={invoiceKeys.all} />
      <PageHeader title={t('invoice.list.title')} />
      <Card padding={0}>
        <Group justify="space-between" align="flex-end" gap="sm" p="md" wrap="wrap">
          <InvoiceListFilters />
          <Group gap="sm" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
            {chosen.length > 0 && (
              <Button
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(chosen)}
                w={{ base: '100%', sm: 'auto' }}
              >
                {t('invoice.list.deleteSelected', { count: chosen.length })}
              </Button>
            )}
            <InvoiceExportButton disabled={total === 0} />
            <Button
              component={Link}
              to="/apps/invoice/add"
              leftSection={<IconPlus size={16} aria-hidden />}
              w={{ base: '100%', sm: 'auto' }}
            >
              {t('invoice.list.add')}
            </Button>
          </Group>
        </Group>
        <LoadedList query={list} loadFailed={t('invoice.list.loadFailed')}>
          <InvoiceTable
            invoices={invoices}
            fetching={list.isFetching}
            selected={selected}
            onSelectedChange={setSelected}
            onDelete={onDelete}
          />
          <InvoiceTableFooter
            total={total}
            totalExact={list.data?.totalExact ?? true}
            cursors={list.data?.cursors}
          />
        </LoadedList>
      </Card>
      <DeleteInvoicesDialog
        ids={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(ids) =>
          setSelected((before) => new Set([...before].filter((id) => !ids.includes(id))))
        }
      />
    </Stack>
  );
}
