import { NavLink } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuGroup } from '../../lib/manifest';
import { isActivePath } from './is-active';
import { MenuLinkItem } from './menu-link-item';
import classes from './menu.module.css';

interface Props {
  group: MenuGroup;
  expanded: boolean;
  /** See VerticalMenu: a rail's group does not open by itself, and folds with the rail. */
  rail: boolean;
  onNavigate?: () => void;
}

export function MenuGroupItem({ group, expanded, rail, onNavigate }: Props) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const holdsActive = group.children.some((child) => isActivePath(pathname, child.to));
  const [opened, setOpened] = useState(holdsActive && !rail);
  // Landing on one of its pages (a link, the back button) opens the group of a menu pinned open.
  const [wasActive, setWasActive] = useState(holdsActive);
  if (wasActive !== holdsActive) {
    setWasActive(holdsActive);
    if (holdsActive && !rail) setOpened(true);
  }
  // The rail folds back with its groups closed: the next widening looks like the rail.
  if (rail && !expanded && opened) setOpened(false);
  const title = t(group.titleKey);
  const Icon = group.icon;
  const shown = expanded && opened;
  // A closed group's links are built the first time it opens, not with every page: they were a
  // quarter of a signed-in page's elements, and of React's work before the first paint. Once built
  // they stay, so the group's closing slides them away.
  const [built, setBuilt] = useState(shown);
  if (shown && !built) setBuilt(true);
  return (
    <NavLink
      component="button"
      type="button"
      className={classes.link}
      label={title}
      aria-label={expanded ? undefined : title}
      aria-expanded={shown}
      leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
      rightSection={expanded ? undefined : null}
      mod={{ 'icon-only': !expanded, 'holds-active': holdsActive }}
      opened={shown}
      onChange={setOpened}
      childrenOffset={0}
    >
      {/* Always an element: a NavLink without children has nothing to open. */}
      <>
        {built &&
          group.children.map((child) => (
            <MenuLinkItem key={child.to} link={child} expanded nested onNavigate={onNavigate} />
          ))}
      </>
    </NavLink>
  );
}
