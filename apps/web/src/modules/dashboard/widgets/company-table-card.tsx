import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@beacon/contract/invoice';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { topInvoicesQuery } from './widget.queries';

/** The clients of the six largest invoices: company, contact, total and what is still owed. */
export function CompanyTableCard() {
  const { t } = useTranslation();
  const query = useQuery(topInvoicesQuery);
  return (
    <DashboardCard
      title={t('dashboard.widgets.companyTable.title')}
      query={query}
      skeletonHeight={260}
    >
      {(invoices) =>
        invoices.length === 0 ? (
          <Text>{t('dashboard.widgets.companyTable.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Caption m={0} p={0}>
                <VisuallyHidden>{t('dashboard.widgets.companyTable.caption')}</VisuallyHidden>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('dashboard.widgets.companyTable.company')}</Table.Th>
                  <Table.Th scope="col">{t('dashboard.widgets.companyTable.client')}</Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('dashboard.widgets.companyTable.total')}
                  </Table.Th>
                  <Table.Th scope="col">{t('dashboard.widgets.companyTable.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <CompanyRow key={invoice.id} invoice={invoice} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </DashboardCard>
  );
}

function CompanyRow({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const { client } = invoice;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {client.company}
        </Text>
        <Text size="xs" c="dimmed">
          {invoice.service}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={client.name} src={invoice.avatar} size={32} decorative />
          <Stack gap={0} miw={0}>
            <Text size="sm">{client.name}</Text>
            <Text size="xs" c="dimmed">
              {client.companyEmail}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        {figures.money(invoice.total)}
      </Table.Td>
      <Table.Td>
        {/* The dot variant keeps the label in the text colour: AA contrast in every skin. */}
        {invoice.balance <= 0 ? (
          <Badge variant="dot" color="green" radius="sm">
            {t('dashboard.widgets.companyTable.paid')}
          </Badge>
        ) : (
          <Badge variant="dot" color="orange" radius="sm" style={{ textTransform: 'none' }}>
            {t('dashboard.widgets.companyTable.due', { amount: figures.money(invoice.balance) })}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
