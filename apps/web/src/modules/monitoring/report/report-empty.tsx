import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTableOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No reading in the chosen days for the chosen sensors. */
export function ReportEmpty() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        <IconTableOff size={24} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {t('monitoringReport.empty.none')}
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        {t('monitoringReport.empty.noneHint')}
      </Text>
    </Stack>
  );
}
