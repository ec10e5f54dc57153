import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BlankLayout } from '../layouts/blank-layout';

interface Props {
  icon: Icon;
  title: string;
  message: string;
  /** The "back home" button's text; left out where the page offers something else. */
  action?: string;
  /** What the page adds under the message (the coming-soon page's sign-up form). */
  children?: ReactNode;
}

/**
 * The shape of the misc pages (404, not authorised, coming soon, maintenance):
 * illustration, heading, one sentence, and a way home, on the blank layout.
 */
export function MessagePage({ icon: PageIcon, title, message, action, children }: Props) {
  return (
    <BlankLayout>
      <Stack align="center" ta="center" gap="md" maw={520} w="100%">
        <ThemeIcon size={120} radius={60} variant="light" aria-hidden>
          <PageIcon size={64} stroke={1.4} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        {children}
        {action && (
          <Button component={Link} to="/" mt="sm">
            {action}
          </Button>
        )}
      </Stack>
    </BlankLayout>
  );
}
