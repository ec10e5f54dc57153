import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivity, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No entry to show: with filters, a way to drop them; without, the log is simply empty. */
export function AuditEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        <IconActivity size={24} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {filtered ? t('audit.empty.filtered') : t('audit.empty.none')}
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        {filtered ? t('audit.empty.filteredHint') : t('audit.empty.noneHint')}
      </Text>
      {filtered && (
        <Button
          variant="default"
          mt="xs"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          {t('audit.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
