import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The id of the shown step's heading: the checkout moves focus there when the step changes. */
export const stepTitleId = 'checkout-step-title';

/** A step's h2, focusable by script (not by Tab) so keyboard and screen reader users land on it. */
export function StepTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} fz="h3" id={stepTitleId} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}
