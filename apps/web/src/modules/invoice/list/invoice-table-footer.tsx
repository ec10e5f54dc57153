import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInvoiceListSearch } from './use-invoice-list-search';
import { LabelledPagination } from '../../../components/labelled-pagination';

/** "Showing 1 to 10 of 50 entries" and the page buttons, both following the URL. */
export function InvoiceTableFooter({ total }: { total: number }) {
  const { t, i18n } = useTranslation();
  const [search, update] = useInvoiceListSearch();
  if (total === 0) return null;

  const number = new Intl.NumberFormat(i18n.language);
  const from = (search.page - 1) * search.perPage + 1;
  const to = Math.min(total, search.page * search.perPage);
  // Rounded up, so a last partial page can be reached.
  const pages = Math.ceil(total / search.perPage);
  return (
    <Group justify="space-between" gap="sm" p="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('common.table.showing', {
          from: number.format(Math.min(from, total)),
          to: number.format(to),
          total: number.format(total),
        })}
      </Text>
      <LabelledPagination
        size="sm"
        total={pages}
        value={search.page}
        onChange={(page) => update({ page })}
      />
    </Group>
  );
}
