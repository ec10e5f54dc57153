import { Stack, Text } from '@mantine/core';
import type { InvoiceClient } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';

/** The chosen client as the invoice will show it ("Invoice To:"). */
export function ClientDetails({ client }: { client: InvoiceClient }) {
  const { t } = useTranslation();
  if (!client.name) return null;
  // The client's own words keep their own direction; a phone number and an e-mail address read
  // left to right in every language.
  const lines = [
    { text: client.company, dir: undefined },
    { text: client.address, dir: undefined },
    { text: client.country, dir: undefined },
    { text: client.contact, dir: 'ltr' },
    { text: client.companyEmail, dir: 'ltr' },
  ] as const;
  return (
    <Stack gap={2} aria-label={t('invoice.client.details')} role="group">
      <Text size="sm" fw={600}>
        <bdi>{client.name}</bdi>
      </Text>
      {lines
        .filter((line) => line.text.trim() !== '')
        .map((line, index) => (
          <Text key={index} size="sm" c="dimmed">
            <bdi dir={line.dir}>{line.text}</bdi>
          </Text>
        ))}
    </Stack>
  );
}
