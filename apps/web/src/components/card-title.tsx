import { Stack, Text, Title } from '@mantine/core';

/** A card's `h2` title, with its line of description under it when there is one. */
export function CardTitle({ title, description }: { title: string; description?: string }) {
  return (
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
  );
}
