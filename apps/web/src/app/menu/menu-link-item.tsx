import { NavLink } from '@mantine/core';
import { IconCircle } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from '../../lib/manifest';
import { isActivePath } from './is-active';
import classes from './menu.module.css';

interface Props {
  link: MenuLink;
  /** False in the collapsed rail: icon only, the title becomes the accessible name. */
  expanded: boolean;
  /** A link inside a group gets a small circle, the mark of a sub-item. */
  nested?: boolean;
  onNavigate?: () => void;
}

export function MenuLinkItem({ link, expanded, nested = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = isActivePath(pathname, link.to);
  const title = t(link.titleKey);
  const Icon = link.icon ?? IconCircle;
  return (
    <NavLink
      renderRoot={(props) => <Link to={link.to} {...props} />}
      className={classes.link}
      label={title}
      aria-label={expanded ? undefined : title}
      aria-current={active ? 'page' : undefined}
      leftSection={<Icon size={nested ? 12 : 20} stroke={1.7} aria-hidden />}
      active={active}
      mod={{ 'icon-only': !expanded }}
      onClick={onNavigate}
    />
  );
}
