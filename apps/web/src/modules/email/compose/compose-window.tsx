import { ActionIcon, Group, OptionalPortal, Paper, Text } from '@mantine/core';
import { IconMaximize, IconMinus, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ComposeForm } from './compose-form';
import { useComposeStore } from './compose-store';
import type { ComposeValues } from './compose-values';
import classes from './compose.module.css';

/**
 * The window itself: a non-modal dialog (the list stays usable beside it) with its title bar.
 * Closing with changes asks first; Escape does nothing, so a stray key never loses a message.
 */
export function ComposeWindow({ initial }: { initial: ComposeValues }) {
  const { t } = useTranslation();
  const titleId = useId();
  const minimised = useComposeStore((store) => store.minimised);
  const setMinimised = useComposeStore((store) => store.setMinimised);
  const close = useComposeStore((store) => store.close);
  const dirty = useComposeStore((store) => store.dirty);
  const setDirty = useComposeStore((store) => store.setDirty);
  const pending = useComposeStore((store) => store.pending);
  const openPending = useComposeStore((store) => store.openPending);
  const keepCurrent = useComposeStore((store) => store.keepCurrent);
  const [confirming, setConfirming] = useState(false);
  const discard = () => (dirty ? setConfirming(true) : close());
  const windowRef = useRef<HTMLDivElement>(null);

  // Read while rendering, before the window's first field takes the focus.
  const [opener] = useState(() => document.activeElement);
  // Back to where the user was (Compose, Reply…) once the window goes, if that is still there.
  useEffect(() => {
    const node = windowRef.current;
    return () => {
      // Still in the page: StrictMode's trial unmount, not the window closing.
      if (node?.isConnected) return;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  return (
    // In a portal opened after the page's own (scroll to top, at the same z-index): the window
    // covers them, and the dialogs it opens, later still, cover it.
    <OptionalPortal>
      <Paper
        ref={windowRef}
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        className={classes.window}
        shadow="xl"
        withBorder
      >
        <div className={classes.titleBar}>
          <Text id={titleId} fw={600} size="sm">
            {t('email.compose.title')}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t(minimised ? 'email.compose.restore' : 'email.compose.minimise')}
              onClick={() => setMinimised(!minimised)}
            >
              {minimised ? (
                <IconMaximize size={16} aria-hidden />
              ) : (
                <IconMinus size={16} aria-hidden />
              )}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('email.compose.close')}
              onClick={discard}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </div>
        {/* Hidden, not unmounted, while minimised: what was typed stays. */}
        <div className={classes.body} hidden={minimised}>
          <ComposeForm initial={initial} onDirty={setDirty} onDiscard={discard} onDone={close} />
        </div>
        <ConfirmDialog
          opened={confirming}
          title={t('email.compose.confirmDiscard.title')}
          message={t('email.compose.confirmDiscard.message')}
          confirmLabel={t('email.compose.discard')}
          danger
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            close();
          }}
        />
        <ConfirmDialog
          opened={pending !== null}
          title={t('email.compose.confirmReplace.title')}
          message={t('email.compose.confirmReplace.message')}
          confirmLabel={t('email.compose.discard')}
          danger
          onClose={keepCurrent}
          onConfirm={openPending}
        />
      </Paper>
    </OptionalPortal>
  );
}
