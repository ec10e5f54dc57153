import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function MenuItemBase(props: MenuItemProps & ComponentPropsWithRef<'a'>) {
  return <Menu.Item component="a" {...props} />;
}

/** A menu item that is a real link (middle-click, copy address) with the router's typed params. */
export const MenuItemLink = createLink(MenuItemBase);
