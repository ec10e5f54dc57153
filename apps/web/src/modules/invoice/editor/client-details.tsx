import { Stack, Text } from '@mantine/core';
import type { InvoiceClient } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';

/** The chosen client as the invoice will show it ("Invoice To:"). */
export function ClientDetails({ client }: { client: InvoiceClient }) {
  const { t } = useTranslation();
  if (!client.name) return null;
  const lines = [
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail,
  ];
  return (
    <Stack gap={2} aria-label={t('invoice.client.details')} role="group">
      <Text size="sm" fw={600}>
        {client.name}
      </Text>
      {lines
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <Text key={index} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
    </Stack>
  );
}
