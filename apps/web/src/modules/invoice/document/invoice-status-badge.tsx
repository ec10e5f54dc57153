import { Badge, type MantineColor } from '@mantine/core';
import type { InvoiceStatus } from '@beacon/contract/invoice-values';
import { useTranslation } from 'react-i18next';

const colors: Record<InvoiceStatus, MantineColor> = {
  Paid: 'green',
  Sent: 'indigo',
  Draft: 'gray',
  Downloaded: 'cyan',
  'Partial Payment': 'yellow',
  'Past Due': 'red',
};

/** The invoice's status: the dot variant keeps the label in the text colour, readable in any skin. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={colors[status]} radius="sm" size="lg">
      {t(`invoice.status.${status}`)}
    </Badge>
  );
}
