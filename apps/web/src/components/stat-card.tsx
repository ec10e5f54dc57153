import { Card, Group, Skeleton, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface StatCardProps {
  label: string;
  /** Undefined while loading; null when the figure could not be loaded. */
  value: number | null | undefined;
  icon: Icon;
  color: MantineColor;
}

/** One figure with its label, formatted in the reader's language. */
export function StatCard({ label, value, icon: IconComponent, color }: StatCardProps) {
  const { i18n } = useTranslation();
  return (
    <Card padding="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={28} width={64} mt={6} />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {value === null ? '—' : new Intl.NumberFormat(i18n.language).format(value)}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size="xl" radius="md" aria-hidden>
          <IconComponent size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
