import { type Menu as MantineMenu, UnstyledButton } from '@mantine/core';
import { type Icon, IconChevronDown, IconCircle } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../components/deferred-menu';
import type { MenuItem } from './build-menu';
import { isActivePath } from './is-active';
import classes from './menu.module.css';

interface Props {
  title: string;
  icon?: Icon;
  items: MenuItem[];
}

const linksOf = (items: MenuItem[]) =>
  items.flatMap((item) => (item.kind === 'link' ? [item] : item.children));

/**
 * One top-bar entry of the horizontal menu: a dropdown whose groups appear as labelled runs of
 * links. Opens on hover or click; arrows, Home/End and Escape work as in any Mantine menu.
 */
export function HorizontalDropdown({ title, icon: TitleIcon, items }: Props) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const holdsActive = linksOf(items).some((link) => isActivePath(pathname, link.to));
  return (
    <DeferredMenu
      menuProps={{
        trigger: 'click-hover',
        openDelay: 60,
        closeDelay: 160,
        position: 'bottom-start',
        shadow: 'md',
      }}
      dropdownProps={{ miw: 220 }}
      target={
        <UnstyledButton className={classes.topItem} mod={{ active: holdsActive }}>
          {TitleIcon && <TitleIcon size={18} stroke={1.7} aria-hidden />}
          {title}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      }
    >
      {(Menu) =>
        items.map((item, index) =>
          item.kind === 'link' ? (
            <DropdownLink
              key={item.to}
              Menu={Menu}
              to={item.to}
              title={t(item.titleKey)}
              icon={item.icon}
            />
          ) : (
            <Fragment key={item.titleKey}>
              {index > 0 && <Menu.Divider />}
              <Menu.Label>{t(item.titleKey)}</Menu.Label>
              {item.children.map((child) => (
                <DropdownLink
                  key={child.to}
                  Menu={Menu}
                  to={child.to}
                  title={t(child.titleKey)}
                  icon={child.icon}
                />
              ))}
            </Fragment>
          ),
        )
      }
    </DeferredMenu>
  );
}

interface DropdownLinkProps {
  /** Mantine's Menu, once DeferredMenu has loaded it. */
  Menu: typeof MantineMenu;
  to: string;
  title: string;
  icon?: Icon;
}

function DropdownLink({ Menu, to, title, icon }: DropdownLinkProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = isActivePath(pathname, to);
  const ItemIcon = icon ?? IconCircle;
  return (
    <Menu.Item
      renderRoot={(props) => <Link to={to} {...props} />}
      className={active ? classes.menuItemActive : undefined}
      aria-current={active ? 'page' : undefined}
      leftSection={<ItemIcon size={icon ? 18 : 10} stroke={1.7} aria-hidden />}
    >
      {title}
    </Menu.Item>
  );
}
