import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import classes from './navbar.module.css';

type Props = UnstyledButtonProps & ComponentPropsWithRef<'button'> & { 'aria-label': string };

/**
 * A navbar control: it inherits the bar's text colour (white on a coloured navbar), and always has
 * an accessible name, which the E2E tests find it by.
 */
export function NavbarButton({ className, ...props }: Props) {
  return (
    <UnstyledButton
      type="button"
      className={className ? `${classes.button} ${className}` : classes.button}
      {...props}
    />
  );
}
