import { Card, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface VariantCardProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One autocomplete variant: a region named by its title, with a line on how it behaves. */
export function VariantCard({ title, description, children }: VariantCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
