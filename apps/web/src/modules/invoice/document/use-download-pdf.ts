import { notifications } from '@mantine/notifications';
import type { InvoiceReply } from '@beacon/contract/invoice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Download PDF: jsPDF is fetched on the first click only (a dynamic import), never with the page. */
export function useDownloadPdf() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const download = async (reply: InvoiceReply) => {
    setPending(true);
    try {
      const { downloadInvoicePdf } = await import('./invoice-pdf');
      await downloadInvoicePdf(reply);
    } catch {
      notifications.show({
        color: 'red',
        title: t('invoice.preview.downloadFailed'),
        message: t('invoice.preview.downloadFailedMessage'),
      });
    } finally {
      setPending(false);
    }
  };
  return { download, pending };
}
