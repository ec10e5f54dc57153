import { type EmailLabel, emailLabelColors } from '@beacon/contract/email-values';
import type { CSSProperties } from 'react';

/**
 * A label dot's colours, read by `.dot` in email.module.css: shade 8 on the light card and 6 on
 * the dark one keep 3:1 (WCAG 1.4.11) for every label colour; one shade cannot do both.
 */
export const labelDotStyle = (label: EmailLabel) =>
  ({
    '--dot-light': `var(--mantine-color-${emailLabelColors[label]}-8)`,
    '--dot-dark': `var(--mantine-color-${emailLabelColors[label]}-6)`,
  }) as CSSProperties;
