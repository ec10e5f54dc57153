import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './invoice-document.module.css';

/** One "Label: value" line of the document. */
export function DocumentRow({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={classes.row}>
      <Text size="sm" c="dimmed" component="span">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} component="span" className={classes.number}>
        {children}
      </Text>
    </div>
  );
}

/** A titled block (Invoice To, Payment Details) whose lines skip empty values. */
export function DocumentBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fw={700} size="sm" component="h2" m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
