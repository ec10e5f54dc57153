import { ActionIcon } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './help-tip.module.css';

interface HelpTipProps {
  /** The button's accessible name. */
  label: string;
  /** The tip, also the button's accessible description. */
  tip: string;
}

/**
 * A help icon with a tooltip, in CSS: Mantine's Tooltip would bring floating-ui into the login
 * page's first paint, which has a budget. Hover, focus or tap shows it; Escape
 * hides it (WCAG 1.4.13).
 */
export function HelpTip({ label, tip }: HelpTipProps) {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const reset = () => {
    setOpen(false);
    setDismissed(false);
  };
  return (
    <span
      className={classes.root}
      data-open={open || undefined}
      data-dismissed={dismissed || undefined}
      onMouseLeave={reset}
    >
      <ActionIcon
        variant="subtle"
        color="blue"
        aria-label={label}
        aria-describedby={tipId}
        onClick={() => {
          setOpen((was) => !was);
          setDismissed(false);
        }}
        onBlur={reset}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            setDismissed(true);
          }
        }}
      >
        <IconHelpCircle size={20} aria-hidden />
      </ActionIcon>
      <span role="tooltip" id={tipId} className={classes.tip}>
        {tip}
      </span>
    </span>
  );
}
