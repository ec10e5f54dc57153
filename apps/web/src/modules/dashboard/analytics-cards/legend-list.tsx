import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LegendItem {
  name: string;
  /** A theme colour, e.g. `teal.6`. */
  color: string;
  value: string;
  /** More about the item after its figure (a change with its arrow). */
  extra?: ReactNode;
  icon?: ReactNode;
}

const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** A chart's legend as a list: the swatch matches the segment, the figure follows the name. */
export function LegendList({ items }: { items: readonly LegendItem[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={item.name} justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={cssColor(item.color)} size={12} withShadow={false} aria-hidden />
            {item.icon}
            <Text size="sm">{item.name}</Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text size="sm" fw={600}>
              {item.value}
            </Text>
            {item.extra}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
