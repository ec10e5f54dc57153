import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './help.module.css';

interface HelpBannerProps {
  /** The screen's one heading. */
  title: string;
  subtitle?: string;
  /** The search box. */
  children?: ReactNode;
}

/** The FAQ's and the knowledge base's header: a heading, a line of help and a search box. */
export function HelpBanner({ title, subtitle, children }: HelpBannerProps) {
  return (
    <Card className={classes.banner} component="header">
      <Stack gap="sm" className={classes.bannerInner}>
        <Title order={1} fz="h2" dir="auto">
          {title}
        </Title>
        {subtitle && <Text dir="auto">{subtitle}</Text>}
        {children}
      </Stack>
    </Card>
  );
}
