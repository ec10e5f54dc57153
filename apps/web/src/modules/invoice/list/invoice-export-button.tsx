import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicesCsv } from './invoice-csv';
import { fetchAllInvoices } from './invoice-list-query';
import { saveTextFile } from '../../../lib/save-file';
import { useInvoiceListSearch } from './use-invoice-list-search';

/** Downloads every invoice matching the search and status filter (all pages, not just this one). */
export function InvoiceExportButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search] = useInvoiceListSearch();
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    try {
      const invoices = await fetchAllInvoices(queryClient, search);
      saveTextFile('invoices.csv', invoicesCsv(invoices), 'text/csv;charset=utf-8');
    } catch {
      notifications.show({
        color: 'red',
        title: t('invoice.list.export.failed'),
        message: t('invoice.list.export.failedMessage'),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconFileTypeCsv size={16} aria-hidden />}
      onClick={() => void run()}
      loading={pending}
      disabled={disabled}
      w={{ base: '100%', sm: 'auto' }}
    >
      {t('invoice.list.export.csv')}
    </Button>
  );
}
