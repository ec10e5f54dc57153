import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function AnchorBase(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor component="a" {...props} />;
}

/**
 * A Mantine anchor that navigates inside the app with the router's typed `to` and `params`
 * (Mantine's polymorphic `component={Link}` loses the typing of path params).
 */
export const AnchorLink = createLink(AnchorBase);
