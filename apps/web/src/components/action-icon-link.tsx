import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function ActionIconBase(props: ActionIconProps & ComponentPropsWithRef<'a'>) {
  return <ActionIcon component="a" {...props} />;
}

/** An icon button that navigates inside the app, with the router's typed `to` and `params`. */
export const ActionIconLink = createLink(ActionIconBase);
