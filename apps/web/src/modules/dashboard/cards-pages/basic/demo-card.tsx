import { Card, SimpleGrid, Stack, Title, type CardProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface DemoCardProps extends CardProps {
  title: string;
  /** What comes above the title, flush with the card's edges (an image). */
  before?: ReactNode;
  children: ReactNode;
}

/** One example card: a region named by its `h3` title (the page's sections are `h2`). */
export function DemoCard({ title, before, children, ...cardProps }: DemoCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} {...cardProps}>
      {before}
      <Stack gap="sm" mt={before ? 'md' : 0} flex={1}>
        <Title order={3} fz="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

interface DemoSectionProps {
  title: string;
  children: ReactNode;
  cols?: number;
}

/** A group of example cards under an `h2`. */
export function DemoSection({ title, children, cols = 3 }: DemoSectionProps) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Title order={2} fz="h3" id={titleId}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="lg">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
