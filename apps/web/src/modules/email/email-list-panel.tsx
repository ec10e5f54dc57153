import { Box, Checkbox, Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Email, EmailsListReply } from '@beacon/contract/email';
import { emailPageSize } from '@beacon/contract/email-values';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorPager, cursorSearch } from '../../components/cursor-pager';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useComposeStore } from './compose/compose-store';
import { EmailEmpty } from './email-empty';
import { EmailList } from './email-list';
import { EmailListHeader } from './email-list-header';
import { EmailToolbar } from './email-toolbar';
import { useUpdateEmails } from './email.queries';
import classes from './email.module.css';
import type { EmailViewState } from './use-email-view';

const none: ReadonlySet<number> = new Set();

interface EmailListPanelProps {
  view: EmailViewState;
  list: UseQueryResult<EmailsListReply>;
  /** The row to focus when the list appears (the mail the reader showed). */
  focusEmailId: number | undefined;
  /** Shows a mail in the reader (drafts open in the composer instead). */
  onOpenEmail: (id: number) => void;
  onOpenSidebar: () => void;
}

/**
 * The list side of the card: search, "Select all" with the toolbar of the selection, the mails of
 * the page (or a skeleton, an error, an empty view) and the pager.
 */
export function EmailListPanel(props: EmailListPanelProps) {
  const { view, list, focusEmailId, onOpenEmail, onOpenSidebar } = props;
  const { t } = useTranslation();
  const { update } = view;
  const saveStar = useUpdateEmails();
  const openComposer = useComposeStore((store) => store.open);
  const emails = list.data?.emails ?? [];
  const total = list.data?.total ?? 0;
  const cursors = list.data?.cursors;
  const pages = Math.max(1, Math.ceil(total / emailPageSize));
  const { cursor, page } = view.search;

  // A selection belongs to one view, page and search: any change of them starts with none.
  const viewKey = JSON.stringify(view.query);
  const [selection, setSelection] = useState({ key: viewKey, ids: none });
  const selectedIds = selection.key === viewKey ? selection.ids : none;
  const selected = emails.filter((email) => selectedIds.has(email.id));
  const select = (ids: Iterable<number>) => setSelection({ key: viewKey, ids: new Set(ids) });
  const all = emails.length > 0 && selected.length === emails.length;
  // Taken once, when the list comes back from the reader: a later view may hold the same mail.
  const [focusId, setFocusId] = useState(focusEmailId);

  // Past the last page (its last mails were moved away, or a stale link): show the last page. By
  // page number, that is the last number; by cursor, the way back the reply gives.
  const settled = !!list.data && !list.isPlaceholderData;
  const back = cursors?.prev ?? null;
  const beyond =
    settled && (cursor === undefined ? (page ?? 1) > pages : emails.length === 0 && back !== null);
  useEffect(() => {
    if (!beyond) return;
    if (cursor === undefined) update({ page: pages }, { replace: true });
    else if (back !== null)
      update(cursorSearch({ cursor: back, page: page === undefined ? undefined : page - 1 }), {
        replace: true,
      });
  }, [beyond, cursor, back, page, pages, update]);

  const open = (email: Email) =>
    email.folder === 'draft'
      ? openComposer({ mode: 'draft', draft: email })
      : onOpenEmail(email.id);
  const star = (email: Email, isStarred: boolean, revert: () => void) =>
    void saveStar.mutateAsync({ emailIds: [email.id], dataToUpdate: { isStarred } }).catch(() => {
      revert();
      notifications.show({
        color: 'red',
        title: t('email.list.starFailed'),
        message: t('email.toast.tryAgain'),
      });
    });

  return (
    <>
      <EmailListHeader view={view} onOpenSidebar={onOpenSidebar} />
      {/* Nothing to select in an empty or failed view. */}
      {(emails.length > 0 || list.isPending) && (
        <Group
          gap="sm"
          px="md"
          py={6}
          mih={48}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Checkbox
            label={<span className={classes.wideOnly}>{t('email.list.selectAll')}</span>}
            // Named on its own too: below xs its label is only clipped text, which some assistive
            // technologies skip.
            aria-label={t('email.list.selectAll')}
            checked={all}
            indeterminate={selected.length > 0 && !all}
            onChange={() => select(all ? [] : emails.map((email) => email.id))}
          />
          {selected.length > 0 && (
            <EmailToolbar emails={selected} folder={view.folder} onRemoved={() => select([])} />
          )}
        </Group>
      )}
      {list.isError && (
        <Stack p="md" pt={0}>
          <QueryErrorAlert
            message={t('email.list.loadFailed')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </Stack>
      )}
      {list.isPending && (
        <Stack gap="xs" p="md" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      )}
      {list.data && emails.length === 0 && !beyond && <EmailEmpty view={view} />}
      {emails.length > 0 && (
        <EmailList
          emails={emails}
          selected={selectedIds}
          focusEmailId={focusId}
          onFocused={() => setFocusId(undefined)}
          onSelect={(email, checked) =>
            select(
              checked
                ? [...selectedIds, email.id]
                : [...selectedIds].filter((id) => id !== email.id),
            )
          }
          onOpen={open}
          onStar={star}
        />
      )}
      {/* One page needs no pager. */}
      {cursors && (cursors.prev !== null || cursors.next !== null) && (
        <Box px="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <CursorPager
            total={total}
            totalExact={list.data?.totalExact ?? true}
            cursors={cursors}
            // With a cursor and no page, the page's number is not known (the last of an estimate).
            page={cursor === undefined ? (page ?? 1) : page}
            perPage={emailPageSize}
            onMove={(to) => update(cursorSearch(to))}
            label={t('email.list.pages')}
          />
        </Box>
      )}
    </>
  );
}
