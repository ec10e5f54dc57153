import {
  Badge,
  type BadgeProps,
  Button,
  type ButtonProps,
  UnstyledButton,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine components that navigate with the router's typed `to`, `params` and `search` (Mantine's
// polymorphic `component={Link}` loses that typing).

function ButtonBase(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}
export const ButtonLink = createLink(ButtonBase);

function BadgeBase(props: BadgeProps & ComponentPropsWithRef<'a'>) {
  return <Badge component="a" {...props} />;
}
export const BadgeLink = createLink(BadgeBase);

function UnstyledBase(props: UnstyledButtonProps & ComponentPropsWithRef<'a'>) {
  return <UnstyledButton component="a" {...props} />;
}
export const UnstyledLink = createLink(UnstyledBase);
