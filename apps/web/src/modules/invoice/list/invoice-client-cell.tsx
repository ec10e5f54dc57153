import { Group, Stack, Text } from '@mantine/core';
import type { Invoice } from '@beacon/contract/invoice';
import { UserAvatar } from '../../../components/user-avatar';

/** The client's picture (or initials), name and company e-mail. */
export function InvoiceClientCell({ invoice }: { invoice: Invoice }) {
  const { client } = invoice;
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar name={client.name} src={invoice.avatar} size={34} decorative />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {client.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {client.companyEmail}
        </Text>
      </Stack>
    </Group>
  );
}
