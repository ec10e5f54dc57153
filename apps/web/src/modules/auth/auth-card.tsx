import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BeaconLogo } from './beacon-logo';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** Beside the heading: an icon of the set, never an emoji a system may lack a font for. */
  icon?: ReactNode;
  children: ReactNode;
}

/** The card every sign-in page shows: logo, the page's heading, then its content. */
export function AuthCard({ title, subtitle, icon, children }: AuthCardProps) {
  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'md', xs: 'xl' }} w="100%" maw={440}>
      <Stack gap="lg">
        <BeaconLogo />
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <Title order={1} fz="h3">
              {title}
            </Title>
            {icon}
          </Group>
          {subtitle ? (
            <Text c="dimmed" fz="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
