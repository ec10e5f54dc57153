import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BeaconLogo } from './beacon-logo';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The card every sign-in page shows: logo, the page's heading, then its content. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'md', xs: 'xl' }} w="100%" maw={440}>
      <Stack gap="lg">
        <BeaconLogo />
        <Stack gap={4}>
          <Title order={1} fz="h3">
            {title}
          </Title>
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
