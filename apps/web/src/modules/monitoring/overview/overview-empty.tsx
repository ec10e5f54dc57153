import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import { IconAccessPoint, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** No sensor in use yet: who may add them is taken to the sensors screen, others are told why. */
export function OverviewEmpty() {
  const { t } = useTranslation();
  const canAdd = useAbility<MongoAbility>().can('create', 'MonitoringSetup');
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        <IconAccessPoint size={24} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {t('monitoringOverview.empty.title')}
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        {t(canAdd ? 'monitoringOverview.empty.hintSetup' : 'monitoringOverview.empty.hint')}
      </Text>
      {canAdd && (
        <Button
          component={Link}
          to="/apps/sensors"
          mt="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('monitoringOverview.empty.add')}
        </Button>
      )}
    </Stack>
  );
}
