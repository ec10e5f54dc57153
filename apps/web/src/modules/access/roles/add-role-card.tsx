import { Button, Card, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The last card: a way to add a role that does not exist yet. */
export function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Card padding="lg">
      <Stack gap="sm" align="flex-end" justify="center" h="100%">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('access.roles.add')}
        </Button>
        <Text size="sm" c="dimmed" ta="end">
          {t('access.roles.addHint')}
        </Text>
      </Stack>
    </Card>
  );
}
