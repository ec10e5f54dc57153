import { Card, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardTitle } from '../../components/card-title';

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
        <CardTitle title={title} description={description} />
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
