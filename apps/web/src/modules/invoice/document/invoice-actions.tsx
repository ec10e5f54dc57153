import { Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconCurrencyDollar,
  IconDownload,
  IconEdit,
  IconPrinter,
  IconSend,
} from '@tabler/icons-react';
import type { InvoiceReply } from '@beacon/contract/invoice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelDrawer } from '../../../components/panel-drawer';
import { ButtonLink } from './button-link';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PaymentForm } from './payment-form';
import { SendForm } from './send-form';
import { useDownloadPdf } from './use-download-pdf';
import { useInvoiceFormat } from './use-invoice-format';

type Panel = 'send' | 'payment' | null;

/** The preview's action card: status and balance, then what can be done with the invoice. */
export function InvoiceActions({ reply }: { reply: InvoiceReply }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const { download, pending } = useDownloadPdf();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);
  const { invoice } = reply;
  const id = String(invoice.id);
  const paid = invoice.balance <= 0;

  return (
    <Card component="section" aria-label={t('invoice.preview.actions')}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('invoice.preview.status')}
          </Text>
          <InvoiceStatusBadge status={invoice.invoiceStatus} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('invoice.preview.balance')}
          </Text>
          <Text fw={700}>
            <bdi dir="ltr">{format.money(invoice.balance)}</bdi>
          </Text>
        </Group>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setPanel('send')}>
          {t('invoice.preview.sendInvoice')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={pending}
          onClick={() => void download(reply)}
        >
          {t('invoice.preview.download')}
        </Button>
        <ButtonLink
          to="/apps/invoice/print/$id"
          params={{ id }}
          target="_blank"
          rel="noopener"
          variant="default"
          aria-label={t('invoice.preview.printLabel')}
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          {t('invoice.preview.print')}
        </ButtonLink>
        <ButtonLink
          to="/apps/invoice/edit/$id"
          params={{ id }}
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          {t('invoice.preview.edit')}
        </ButtonLink>
        <Button
          // White on Mantine's green fails 4.5:1; the app's primary colour passes in both skins.
          leftSection={<IconCurrencyDollar size={16} aria-hidden />}
          disabled={paid}
          onClick={() => setPanel('payment')}
        >
          {t('invoice.preview.addPayment')}
        </Button>
        {paid && (
          <Text size="sm" c="dimmed">
            {t('invoice.preview.fullyPaid')}
          </Text>
        )}
      </Stack>
      <PanelDrawer opened={panel === 'send'} onClose={close} title={t('invoice.send.title')}>
        <SendForm invoice={invoice} onDone={close} />
      </PanelDrawer>
      <PanelDrawer opened={panel === 'payment'} onClose={close} title={t('invoice.payment.title')}>
        <PaymentForm invoice={invoice} onDone={close} />
      </PanelDrawer>
    </Card>
  );
}
