import { ActionIcon, Popover, ScrollArea, Text, TextInput } from '@mantine/core';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { SearchPage } from '@beacon/contract/search';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavbarPopover } from '../../components/navbar-popover';
import { pageIcon } from './page-icons';
import { titleMatches, usePageTitle } from './page-title';
import { useToggleBookmark } from './search.queries';
import classes from './search.module.css';

interface Props {
  buttonClassName?: string;
  /** Every page the user may open, each with its star. */
  suggestions: SearchPage[];
}

/**
 * The navbar's star: a dropdown of the pages the user may open, with a search
 * field and a star each that adds or removes the bookmark at once (put back, with a toast, if the
 * server refuses). A title opens its page.
 */
export function BookmarkPicker({ buttonClassName, suggestions }: Props) {
  const { t, i18n } = useTranslation();
  const titleOf = usePageTitle();
  const toggle = useToggleBookmark();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const listed = suggestions
    .map((page) => ({ page, title: titleOf(page) }))
    .filter(({ title }) => titleMatches(title, query, i18n.language));
  return (
    <NavbarPopover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={320}
      buttonClassName={buttonClassName}
      buttonLabel={t('search.bookmarks.manage')}
      visibleFrom="sm"
      icon={<IconStar size={20} stroke={1.7} aria-hidden />}
    >
      <Popover.Dropdown p="xs" aria-label={t('search.bookmarks.manage')}>
        <TextInput
          data-autofocus
          aria-label={t('search.bookmarks.filter')}
          placeholder={t('search.bookmarks.filter')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          mb="xs"
        />
        <ScrollArea.Autosize mah={320} type="auto">
          {listed.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {t('search.bookmarks.noResults')}
            </Text>
          ) : (
            <ul className={classes.pickerList} aria-label={t('search.bookmarks.pages')}>
              {listed.map(({ page, title }) => {
                const Icon = pageIcon(page.icon);
                return (
                  <li key={page.id} className={classes.pickerRow}>
                    <Link
                      to={page.link}
                      className={classes.pickerLink}
                      onClick={() => setOpened(false)}
                    >
                      <Icon size={18} stroke={1.7} aria-hidden />
                      <Text span size="sm" truncate>
                        {title}
                      </Text>
                    </Link>
                    <ActionIcon
                      variant="subtle"
                      color={page.isBookmarked ? 'yellow' : 'gray'}
                      aria-label={t('search.bookmarks.toggle', { title })}
                      aria-pressed={page.isBookmarked}
                      onClick={() => toggle.mutate(page)}
                    >
                      {page.isBookmarked ? (
                        <IconStarFilled size={18} aria-hidden />
                      ) : (
                        <IconStar size={18} stroke={1.7} aria-hidden />
                      )}
                    </ActionIcon>
                  </li>
                );
              })}
            </ul>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </NavbarPopover>
  );
}
