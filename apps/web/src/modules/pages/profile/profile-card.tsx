import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the profile's side columns. */
export function ProfileCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} fz="h5" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
