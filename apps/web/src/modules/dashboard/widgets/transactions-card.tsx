import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconProgress } from '@tabler/icons-react';
import type { Invoice } from '@beacon/contract/invoice';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { invoiceDay, useDates } from './widget-dates';
import { latestInvoicesQuery } from './widget.queries';

type PaymentState = 'paid' | 'partlyPaid' | 'unpaid';

const stateStyle = {
  paid: { color: 'green', icon: IconCircleCheck },
  partlyPaid: { color: 'yellow', icon: IconProgress },
  unpaid: { color: 'red', icon: IconClockHour4 },
} as const;

const paymentState = ({ balance, total }: Invoice): PaymentState =>
  balance <= 0 ? 'paid' : balance < total ? 'partlyPaid' : 'unpaid';

/** The five latest invoices (the app keeps no separate list of payments) and whether each is paid. */
export function TransactionsCard() {
  const { t } = useTranslation();
  const query = useQuery(latestInvoicesQuery);
  return (
    <DashboardCard
      title={t('dashboard.widgets.transactions.title')}
      query={query}
      skeletonHeight={220}
      headerEnd={
        <AnchorLink
          to="/apps/invoice/list"
          size="sm"
          aria-label={t('dashboard.widgets.transactions.viewAllLabel')}
        >
          {t('dashboard.widgets.transactions.viewAll')}
        </AnchorLink>
      }
    >
      {(invoices) =>
        invoices.length === 0 ? (
          <Text>{t('dashboard.widgets.transactions.empty')}</Text>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {invoices.map((invoice) => (
              <TransactionRow key={invoice.id} invoice={invoice} />
            ))}
          </Stack>
        )
      }
    </DashboardCard>
  );
}

function TransactionRow({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const dates = useDates();
  const state = paymentState(invoice);
  const { color, icon: StateIcon } = stateStyle[state];
  const issued = invoiceDay(invoice.issuedDate);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group wrap="nowrap" gap="sm" miw={0}>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          <StateIcon size={20} />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} truncate>
            {invoice.client.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {t(`dashboard.widgets.transactions.${state}`)} ·{' '}
            {issued ? dates.day(issued) : invoice.issuedDate}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {figures.money(invoice.total)}
      </Text>
    </Group>
  );
}
