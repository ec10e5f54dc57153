import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardFrameProps {
  title: string;
  description?: string;
  /** Buttons shown at the end of the card's header. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One of the screen's table cards: an `h2` title, optional actions, then the table. */
export function CardFrame({ title, description, actions, children }: CardFrameProps) {
  return (
    <Card padding={0} component="section" aria-label={title}>
      <Group justify="space-between" align="flex-end" gap="sm" p="md" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions && (
          <Group gap="sm" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Card>
  );
}
