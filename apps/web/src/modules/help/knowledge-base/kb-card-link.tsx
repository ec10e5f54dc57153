import { Card, type CardProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function CardAnchor(props: CardProps & ComponentPropsWithRef<'a'>) {
  return <Card component="a" {...props} />;
}

/** A Mantine card that is one link, with the router's typed `to` and `params`. */
export const KbCardLink = createLink(CardAnchor);
