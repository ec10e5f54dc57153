import { Stack, Text } from '@mantine/core';

/** One large figure and what it counts. */
export function BigFigure({ value, caption }: { value: string; caption: string }) {
  return (
    <Stack gap={0}>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
    </Stack>
  );
}
