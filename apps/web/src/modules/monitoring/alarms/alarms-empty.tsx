import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellCheck, IconCalendarX, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AlarmsEmptyProps {
  /** none: no alarm at all; filtered: none matches; reversed: the days cannot match anything. */
  kind: 'none' | 'filtered' | 'reversed';
  onClear: () => void;
}

/** No alarm to show: with filters, a way to drop them; without, all is well. */
export function AlarmsEmpty({ kind, onClear }: AlarmsEmptyProps) {
  const { t } = useTranslation();
  const Icon = kind === 'reversed' ? IconCalendarX : IconBellCheck;
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        <Icon size={24} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {t(`monitoringAlarms.empty.${kind}`)}
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        {t(`monitoringAlarms.empty.${kind}Hint`)}
      </Text>
      {kind !== 'none' && (
        <Button
          variant="default"
          mt="xs"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          {t('monitoringAlarms.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
