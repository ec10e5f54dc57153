import { Button, Stack, Text, ThemeIcon, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconFileAlert } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** What the preview, print and edit pages show for an id with no invoice (the API answered 404). */
export function InvoiceNotFound({ id }: { id: string }) {
  const { t } = useTranslation();
  // "Back" points to where reading starts: left in English, right in Arabic.
  const Back = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Stack gap="md" align="center" ta="center" py="xl">
      <ThemeIcon size={72} radius={36} variant="light" color="red" aria-hidden>
        <IconFileAlert size={40} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {t('invoice.notFound')}
      </Title>
      <Text c="dimmed">{t('invoice.document.title', { id })}</Text>
      <Button
        component={Link}
        to="/apps/invoice/list"
        variant="default"
        leftSection={<Back size={16} aria-hidden />}
      >
        {t('invoice.backToList')}
      </Button>
    </Stack>
  );
}
