import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { BlankLayout } from '../layouts/blank-layout';

interface Props {
  icon: Icon;
  title: string;
  message: string;
  action: string;
}

/** The shape of the original's misc pages: illustration, heading, one sentence, a way home. */
export function MessagePage({ icon: PageIcon, title, message, action }: Props) {
  return (
    <BlankLayout>
      <Stack align="center" ta="center" gap="md" maw={520}>
        <ThemeIcon size={120} radius={60} variant="light" aria-hidden>
          <PageIcon size={64} stroke={1.4} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/" mt="sm">
          {action}
        </Button>
      </Stack>
    </BlankLayout>
  );
}
