import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface NotFoundPageProps {
  /** The page's own title, as when the record is there. */
  pageTitle: string;
  /** The alert's title. */
  title?: string;
  icon: ReactNode;
  /** What is missing, and the way on. */
  children: ReactNode;
}

/** A page whose URL names a record that is not there: its header over a red alert saying so. */
export function NotFoundPage({ pageTitle, title, icon, children }: NotFoundPageProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={pageTitle} />
      <Alert color="red" variant="light" title={title} icon={icon}>
        {children}
      </Alert>
    </Stack>
  );
}
