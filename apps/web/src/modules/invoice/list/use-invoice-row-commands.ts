import { notifications } from '@mantine/notifications';
import type { Invoice } from '@beacon/contract/invoice';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceQuery, useCreateInvoice } from '../invoice.queries';
import { duplicateInvoiceBody, localToday } from './duplicate-invoice-body';

export type RowCommand = 'download' | 'duplicate';

/**
 * A row's commands that need the whole invoice first: download it as a PDF, or copy it into a new
 * invoice and open that in the editor. `busy` names the one running, for the row's spinner.
 */
export function useInvoiceRowCommands(invoice: Invoice) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const [busy, setBusy] = useState<RowCommand | null>(null);
  const id = invoice.id;

  const failed = (command: RowCommand) =>
    notifications.show({
      color: 'red',
      title: t(`invoice.list.${command}.failed`),
      message: t(`invoice.list.${command}.failedMessage`, { id }),
    });

  const download = async () => {
    setBusy('download');
    try {
      const reply = await queryClient.fetchQuery(invoiceQuery(id));
      // Loaded on demand: the PDF library is large and most visits to the list never print.
      const { downloadInvoicePdf } = await import('../document/invoice-pdf');
      await downloadInvoicePdf(reply);
    } catch {
      failed('download');
    } finally {
      setBusy(null);
    }
  };

  const duplicate = async () => {
    setBusy('duplicate');
    try {
      const reply = await queryClient.fetchQuery(invoiceQuery(id));
      const copy = await create.mutateAsync(duplicateInvoiceBody(reply.invoice, localToday()));
      const newId = copy.invoice.id;
      notifications.show({
        color: 'green',
        title: t('invoice.list.duplicate.done'),
        message: t('invoice.list.duplicate.doneMessage', { id, newId }),
      });
      void navigate({ to: '/apps/invoice/edit/$id', params: { id: String(newId) } });
    } catch {
      failed('duplicate');
    } finally {
      setBusy(null);
    }
  };

  return { busy, download, duplicate };
}
