import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No chat open: "Start Conversation", which on narrow screens opens the sidebar to pick one. */
export function ChatStart({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" gap="sm" h="100%" p="xl" ta="center">
      <ThemeIcon size={80} radius="xl" variant="light" aria-hidden>
        <IconMessages size={44} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {t('chat.start.title')}
      </Title>
      <Text size="sm" c="dimmed" maw={320}>
        {t('chat.start.text')}
      </Text>
      <Button hiddenFrom="md" onClick={onOpenSidebar}>
        {t('chat.start.button')}
      </Button>
    </Stack>
  );
}
