import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function ButtonBase(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}

/**
 * A Mantine button that navigates with the router's typed `to` and `params` (Mantine's polymorphic
 * `component={Link}` loses the typing of path params).
 */
export const ButtonLink = createLink(ButtonBase);
