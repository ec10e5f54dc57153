import '@mantine/spotlight/styles.css';
import { Avatar, Group, Kbd, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import { IconAccessPoint as SensorIcon, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isFileUrl } from '@beacon/contract/files-values';
import type { SearchPage, SearchSensor } from '@beacon/contract/search';
import { searchLimit } from '@beacon/contract/search-pages';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/files/download';
import { pageIcon } from './page-icons';
import { titleMatches, usePageTitle } from './page-title';
import { takeTyped } from './quick-search-keys';
import { mainSearchQuery } from './search.queries';
import classes from './search.module.css';

const isPage = (entry: SearchPage | SearchSensor): entry is SearchPage => !('kind' in entry);

interface Entry {
  id: string;
  label: string;
  description?: string;
  left: ReactNode;
  link: string;
  /** Opening it saves this file (a stored file's download) instead of going to `link`. */
  download?: string;
}

type GroupKey = 'bookmarks' | 'pages' | 'files' | 'contacts' | 'monitoring';

interface GroupView {
  key: GroupKey;
  entries: Entry[];
  /** Its answer for the current query is still on its way. */
  busy: boolean;
}

// One palette at a time (one navbar): fixed ids, which Mantine also uses as a CSS selector.
const listId = 'beacon-search-results';
const entryId = (group: GroupKey, key: string | number) => `${listId}-${group}-${key}`;

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * The quick search: pages, files and contacts, each group at most four entries,
 * its header always shown with "No results" when nothing matches. Pages are matched here on the
 * titles the user reads (translated); files and contacts by the server. Arrow keys move through
 * the entries, Enter opens one, Esc closes, and the query stays while the palette is open.
 * Before anything is typed, the user's bookmarks come first: the navbar shows them only on wide
 * screens, so on a phone this is their way in.
 */
export function SearchPalette({ opened, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const titleOf = usePageTitle();
  const [{ store, actions }] = useState(() => {
    const [spotlightStore, spotlightActions] = createSpotlight();
    return { store: spotlightStore, actions: spotlightActions };
  });
  useEffect(() => {
    if (opened) actions.open();
    else actions.close();
  }, [opened, actions]);
  // Mantine marks the selected entry in the DOM only (its store does not notify on selection):
  // follow the mark, so the input can name the entry for screen readers.
  const [activeId, setActiveId] = useState<string>();
  const watchSelection = useCallback((list: HTMLDivElement | null) => {
    if (!list) return;
    const observer = new MutationObserver(() =>
      setActiveId(list.querySelector('[data-selected]')?.id || undefined),
    );
    observer.observe(list, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-selected'],
    });
    return () => observer.disconnect();
  }, []);

  const [query, setQuery] = useState('');
  // The keys typed since Ctrl+K, before this field could take them (quick-search-keys.ts): they
  // are the query's start, with the caret after them, as if typed here.
  const caretToEnd = useRef(false);
  const takeKeys = () => {
    const early = takeTyped();
    if (!early) return;
    caretToEnd.current = true;
    setQuery((current) => current + early);
  };
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!caretToEnd.current || !input) return;
    caretToEnd.current = false;
    input.setSelectionRange(input.value.length, input.value.length);
  }, [query]);
  const typed = query.trim();
  const [debounced] = useDebouncedValue(typed, 200);
  const all = useQuery({ ...mainSearchQuery(''), enabled: opened });
  const found = useQuery({ ...mainSearchQuery(debounced), enabled: opened && debounced !== '' });
  // Files and contacts: the first few without a query, else the server's matches for it (the
  // previous query's stay, marked busy, until the new ones arrive).
  const server = typed === '' ? all.data?.searchArr : found.data?.searchArr;
  const serverBusy =
    typed === '' ? all.isPending : debounced !== typed || found.isFetching || found.isPending;
  const allPages = [
    ...(all.data?.searchArr[0].data ?? []),
    ...(all.data?.searchArr[3].data ?? []).filter(isPage),
  ];
  const bookmarks: Entry[] =
    typed === ''
      ? allPages
          .filter((page) => page.isBookmarked)
          .map((page) => {
            const Icon = pageIcon(page.icon);
            return {
              id: entryId('bookmarks', page.id),
              label: titleOf(page),
              left: <Icon size={20} stroke={1.7} aria-hidden />,
              link: page.link,
            };
          })
      : [];
  const pageEntries = (group: 'pages' | 'monitoring', list: SearchPage[]): Entry[] =>
    list
      .map((page) => ({ page, title: titleOf(page) }))
      .filter(({ title }) => typed === '' || titleMatches(title, typed, i18n.language))
      .slice(0, searchLimit)
      .map(({ page, title }) => {
        const Icon = pageIcon(page.icon);
        return {
          id: entryId(group, page.id),
          label: title,
          left: <Icon size={20} stroke={1.7} aria-hidden />,
          link: page.link,
        };
      });
  const pages = pageEntries('pages', all.data?.searchArr[0].data ?? []);
  // The monitoring screens (matched here, translated), then the server's sensors by name.
  const monitoring: Entry[] = [
    ...pageEntries('monitoring', (all.data?.searchArr[3].data ?? []).filter(isPage)),
    ...(server?.[3].data ?? [])
      .flatMap((entry) => (isPage(entry) ? [] : [entry]))
      .slice(0, searchLimit)
      .map((sensor) => ({
        id: entryId('monitoring', `sensor-${sensor.id}`),
        label: sensor.title,
        description: sensor.zone,
        left: <SensorIcon size={20} stroke={1.7} aria-hidden />,
        link: sensor.link,
      })),
  ];
  const files: Entry[] = (server?.[1].data ?? []).slice(0, searchLimit).map((file, index) => ({
    id: entryId('files', index),
    label: file.title,
    description: [file.by && t('search.fileBy', { name: file.by }), file.size]
      .filter(Boolean)
      .join(' · '),
    left: <img src={file.file} alt="" className={classes.fileIcon} />,
    link: file.link,
    // A stored file (its store URL) is downloaded with the session's token.
    download: isFileUrl(file.link) ? file.title : undefined,
  }));
  const contacts: Entry[] = (server?.[2].data ?? [])
    .slice(0, searchLimit)
    .map((contact, index) => ({
      id: entryId('contacts', index),
      label: contact.title,
      description: contact.email,
      left: (
        <Avatar
          src={contact.img || null}
          name={contact.title}
          alt=""
          size={28}
          radius="xl"
          aria-hidden
        />
      ),
      link: contact.link,
    }));
  const groups: GroupView[] = [
    // Only while nothing is typed, and only when there are some: matches are the pages' group.
    ...(bookmarks.length > 0
      ? [{ key: 'bookmarks' as const, entries: bookmarks, busy: false }]
      : []),
    { key: 'pages', entries: pages, busy: all.isPending },
    { key: 'files', entries: files, busy: serverBusy },
    { key: 'contacts', entries: contacts, busy: serverBusy },
    ...(all.data?.searchArr[3].data.length
      ? [{ key: 'monitoring' as const, entries: monitoring, busy: serverBusy }]
      : []),
  ];

  // Mantine selects the first entry when the query changes; entries that arrive later (the pages
  // while the database starts, files and contacts replacing a selected one) would leave none
  // selected, and Enter would do nothing. Select the first then, as Mantine itself does it.
  const entriesKey = groups.map((group) => group.entries.map((entry) => entry.id).join()).join();
  useEffect(() => {
    const list = document.getElementById(listId);
    const first = list?.querySelector('[data-action]');
    if (!list || !first || list.querySelector('[data-selected]')) return;
    first.setAttribute('data-selected', 'true');
    store.updateState((state) => ({ ...state, selected: 0 }));
  }, [entriesKey, store]);

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={onClose}
      title={t('search.title')}
      classNames={{
        header: classes.hiddenHeader,
        action: classes.action,
        actionsList: classes.actionsList,
      }}
    >
      <Spotlight.Search
        ref={inputRef}
        onFocus={takeKeys}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={20} stroke={1.6} aria-hidden />}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
      />
      <Spotlight.ActionsList
        ref={watchSelection}
        id={listId}
        role="listbox"
        aria-label={t('search.title')}
      >
        {all.isError ? (
          <div className={classes.empty}>{t('search.loadFailed')}</div>
        ) : (
          groups.map((group) => (
            <div
              key={group.key}
              role="group"
              aria-labelledby={`${listId}-${group.key}`}
              className={classes.group}
            >
              <div id={`${listId}-${group.key}`} className={classes.groupTitle}>
                {t(`search.groups.${group.key}`)}
                {group.busy && group.entries.length > 0 && <Loader size={10} aria-hidden />}
              </div>
              {group.entries.length === 0 ? (
                <div className={classes.empty}>
                  {t(group.busy ? 'search.searching' : 'search.noResults')}
                </div>
              ) : (
                group.entries.map((entry) => (
                  <Spotlight.Action
                    key={entry.id}
                    // Spotlight.Action drops `id`; the button gets it this way.
                    renderRoot={(props) => <button {...props} id={entry.id} />}
                    role="option"
                    aria-selected={entry.id === activeId}
                    label={entry.label}
                    description={entry.description}
                    leftSection={entry.left}
                    onClick={() =>
                      entry.download === undefined
                        ? void navigate({ to: entry.link })
                        : void downloadFile(entry.link, entry.download).catch(() =>
                            notifications.show({
                              color: 'red',
                              title: t('search.downloadFailed'),
                              message: entry.label,
                            }),
                          )
                    }
                  />
                ))
              )}
            </div>
          ))
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <div className={classes.footer} aria-hidden>
          <Group gap={4}>
            <Kbd size="xs">↑</Kbd>
            <Kbd size="xs">↓</Kbd>
            {t('search.hints.navigate')}
          </Group>
          <Group gap={4}>
            <Kbd size="xs">↵</Kbd>
            {t('search.hints.open')}
          </Group>
          <Group gap={4}>
            <Kbd size="xs">Esc</Kbd>
            {t('search.hints.close')}
          </Group>
        </div>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
