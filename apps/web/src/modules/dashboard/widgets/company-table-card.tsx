import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@beacon/contract/invoice';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import hoverScroll from '../../../components/hover-scroll.module.css';
import { UserAvatar } from '../../../components/user-avatar';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import classes from './company-table-card.module.css';
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
          // Plain elements in Mantine Table's look: its Table brings ScrollArea and floating-ui.
          <div className={`${classes.scroll} ${hoverScroll.hoverScroll}`}>
            <div className={classes.inner}>
              <table className={classes.table}>
                <caption className={classes.caption}>
                  <VisuallyHidden>{t('dashboard.widgets.companyTable.caption')}</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.widgets.companyTable.company')}</th>
                    <th scope="col">{t('dashboard.widgets.companyTable.client')}</th>
                    <th scope="col" className={classes.end}>
                      {t('dashboard.widgets.companyTable.total')}
                    </th>
                    <th scope="col">{t('dashboard.widgets.companyTable.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {invoices.map((invoice) => (
                    <CompanyRow key={invoice.id} invoice={invoice} />
                  ))}
                </tbody>
              </table>
            </div>
          </div>
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
    <tr>
      <td>
        <Text size="sm" fw={500}>
          {client.company}
        </Text>
        <Text size="xs" c="dimmed">
          {invoice.service}
        </Text>
      </td>
      <td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={client.name} src={invoice.avatar} size={32} decorative />
          <Stack gap={0} miw={0}>
            <Text size="sm">{client.name}</Text>
            <Text size="xs" c="dimmed">
              {client.companyEmail}
            </Text>
          </Stack>
        </Group>
      </td>
      <td className={classes.end} style={{ whiteSpace: 'nowrap' }}>
        {figures.money(invoice.total)}
      </td>
      <td>
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
      </td>
    </tr>
  );
}
