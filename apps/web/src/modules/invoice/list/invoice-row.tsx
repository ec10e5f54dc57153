import { Checkbox, Table, Text } from '@mantine/core';
import type { Invoice } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import { useFormats } from '../../../lib/format';
import { InvoiceBalance } from './invoice-balance';
import { InvoiceClientCell } from './invoice-client-cell';
import { InvoiceRowActions } from './invoice-row-actions';
import { InvoiceStatusAvatar } from './invoice-status-avatar';
import classes from './invoice-table.module.css';
import { useMoney } from './invoice-money';

interface InvoiceRowProps {
  invoice: Invoice;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onDelete: (invoice: Invoice) => void;
}

/** One invoice: selection box, number, status, client, total, issue date, balance, actions. */
export function InvoiceRow({ invoice, selected, onSelect, onDelete }: InvoiceRowProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { day } = useFormats();
  const id = String(invoice.id);
  return (
    <Table.Tr bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={t('invoice.list.select', { id })}
          checked={selected}
          onChange={(event) => onSelect(invoice.id, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <AnchorLink to="/apps/invoice/preview/$id" params={{ id }} size="sm" fw={500}>
          #{id}
        </AnchorLink>
      </Table.Td>
      <Table.Td>
        <InvoiceStatusAvatar invoice={invoice} />
      </Table.Td>
      <Table.Td maw={260}>
        <InvoiceClientCell invoice={invoice} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <bdi dir="ltr">{money(invoice.total)}</bdi>
        </Text>
      </Table.Td>
      <Table.Td className={classes.secondary}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {day(invoice.issuedDate)}
        </Text>
      </Table.Td>
      <Table.Td className={classes.secondary}>
        <InvoiceBalance balance={invoice.balance} />
      </Table.Td>
      <Table.Td className={classes.secondary}>
        <InvoiceRowActions invoice={invoice} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}
