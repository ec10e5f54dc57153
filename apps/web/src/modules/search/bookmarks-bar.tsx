import { Box, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { navbarBookmarksShown } from '@beacon/contract/search-pages';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../components/hover-tooltip';
import type { NavbarItemProps } from '../../lib/manifest';
import { BookmarkPicker } from './bookmark-picker';
import { pageIcon } from './page-icons';
import { usePageTitle } from './page-title';
import { bookmarksQuery } from './search.queries';
import classes from './search.module.css';

/**
 * The start of the navbar: the signed-in user's bookmarks as icons with their
 * titles in tooltips, the eleventh and later ones in a "more" menu, then the star that adds or
 * removes bookmarks. Below the large breakpoint only the star shows: the bar
 * has no room for ten icons beside its other controls; below the small one nothing does, and the
 * quick search lists the bookmarks instead. The star comes with the icons, not before them, so it
 * is drawn where it stays.
 */
export function BookmarksBar({ buttonClassName }: NavbarItemProps) {
  const { t } = useTranslation();
  const titleOf = usePageTitle();
  const { data, isPending } = useQuery(bookmarksQuery);
  const bookmarks = data?.bookmarks ?? [];
  const shown = bookmarks.slice(0, navbarBookmarksShown);
  const more = bookmarks.slice(navbarBookmarksShown);
  return (
    <div className={`${classes.bookmarks} ${classes.bookmarksBar}`}>
      {bookmarks.length > 0 && (
        <Box
          component="nav"
          aria-label={t('search.bookmarks.nav')}
          className={classes.bookmarks}
          visibleFrom="lg"
        >
          {shown.map((page) => {
            const Icon = pageIcon(page.icon);
            const title = titleOf(page);
            return (
              <HoverTooltip key={page.id} label={title} withArrow openDelay={200}>
                <UnstyledButton
                  component={Link}
                  to={page.link}
                  className={buttonClassName}
                  aria-label={t('search.bookmarks.link', { title })}
                >
                  <Icon size={20} stroke={1.7} aria-hidden />
                </UnstyledButton>
              </HoverTooltip>
            );
          })}
          {more.length > 0 && (
            <Menu position="bottom-start" shadow="md">
              <Menu.Target>
                <UnstyledButton
                  type="button"
                  className={buttonClassName}
                  aria-label={t('search.bookmarks.more')}
                >
                  <IconChevronDown size={18} stroke={1.7} aria-hidden />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {more.map((page) => {
                  const Icon = pageIcon(page.icon);
                  return (
                    <Menu.Item
                      key={page.id}
                      component={Link}
                      to={page.link}
                      leftSection={<Icon size={16} stroke={1.7} aria-hidden />}
                    >
                      {titleOf(page)}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          )}
        </Box>
      )}
      {isPending ? (
        <span className={`${buttonClassName ?? ''} ${classes.waiting}`} aria-hidden />
      ) : (
        <BookmarkPicker buttonClassName={buttonClassName} suggestions={data?.suggestions ?? []} />
      )}
    </div>
  );
}
