import { Group, Stack, Text } from '@mantine/core';
import type { Invoice } from '@beacon/contract/invoice';
import { UserAvatar } from '../../../components/user-avatar';
import { usePageAlign } from '../../../lib/format';
import classes from './invoice-table.module.css';

/** The client's picture (or initials), name and company e-mail. */
export function InvoiceClientCell({ invoice }: { invoice: Invoice }) {
  const { client } = invoice;
  const align = usePageAlign();
  return (
    <Group gap="sm" wrap="nowrap" className={classes.clientCell}>
      <UserAvatar name={client.name} src={invoice.avatar} size={34} decorative />
      <Stack gap={0} miw={0}>
        {/* Cut at their own end: a name keeps its own direction, an e-mail address reads left to
            right in every language; both stay aligned with the page. */}
        <Text size="sm" fw={500} truncate dir="auto" ta={align} className={classes.clientName}>
          {client.name}
        </Text>
        <Text size="xs" c="dimmed" truncate dir="ltr" ta={align} className={classes.secondary}>
          {client.companyEmail}
        </Text>
      </Stack>
    </Group>
  );
}
