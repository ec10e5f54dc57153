import type { Passkey } from '@beacon/contract/passkeys';
import { Alert, Button, Card, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureReason } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import { ceremonyFailure, passkeysSupported } from '../../../lib/passkeys';
import { PasskeysList } from './passkeys-list';
import { PasskeyNameDialog } from './passkeys-name-dialog';
import {
  passkeysQuery,
  useAddPasskey,
  useRemovePasskey,
  useRenamePasskey,
} from './passkeys-queries';

/** Why a write failed, in the reader's language. */
function problemOf(t: TFunction, error: unknown): string {
  const failure = ceremonyFailure(error);
  if (failure) return t(`passkeys.errors.${failure}`);
  if (error instanceof ApiError && error.status === 400)
    return error.fields && 'challengeToken' in error.fields
      ? t('passkeys.errors.expired')
      : t('passkeys.errors.failed');
  if (error instanceof ApiError && error.status === 409) return t('passkeys.errors.exists');
  return failureReason(error, {
    forbidden: t('passkeys.errors.failed'),
    fallback: t('passkeys.errors.network'),
  });
}

type Dialog = { kind: 'add' } | { kind: 'rename'; passkey: Passkey } | null;

/** The Security tab's passkeys: the list, and adding, renaming and removing one. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const list = useQuery(passkeysQuery());
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = passkeysSupported();
  const title = t('passkeys.title');

  const close = () => {
    setDialog(null);
    setProblem(null);
  };
  const done = (message: string) => {
    close();
    notifications.show({ color: 'green', title, message });
  };
  const submitName = (name: string) => {
    setProblem(null);
    const failed = (error: unknown) => setProblem(problemOf(t, error));
    if (dialog?.kind === 'add')
      add.mutate(name, {
        onSuccess: () => done(t('passkeys.addedToast', { name })),
        onError: failed,
      });
    else if (dialog?.kind === 'rename')
      rename.mutate(
        { id: dialog.passkey.id, name },
        { onSuccess: () => done(t('passkeys.renamedToast', { name })), onError: failed },
      );
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title,
          message: t('passkeys.removedToast', { name: removing.name }),
        });
        setRemoving(null);
      },
      onError: (error) => {
        notifications.show({ color: 'red', title, message: problemOf(t, error) });
        setRemoving(null);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <CardTitle title={title} description={t('passkeys.description')} />
        {list.isPending && <Loader size="sm" aria-label={t('passkeys.loading')} />}
        {list.isError && (
          <Alert color="red" variant="light" role="alert">
            {problemOf(t, list.error)}
          </Alert>
        )}
        {list.data && (
          <PasskeysList
            passkeys={list.data.passkeys}
            onRename={(passkey) => setDialog({ kind: 'rename', passkey })}
            onRemove={setRemoving}
          />
        )}
        {supported ? (
          <Group>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setDialog({ kind: 'add' })}
            >
              {t('passkeys.add')}
            </Button>
          </Group>
        ) : (
          <Alert color="yellow" variant="light">
            {t('passkeys.errors.unsupported')}
          </Alert>
        )}
      </Stack>
      {dialog && (
        <PasskeyNameDialog
          opened
          title={dialog.kind === 'add' ? t('passkeys.addTitle') : t('passkeys.renameTitle')}
          submitLabel={dialog.kind === 'add' ? t('passkeys.continue') : t('passkeys.save')}
          initialName={dialog.kind === 'rename' ? dialog.passkey.name : ''}
          problem={problem}
          busy={add.isPending || rename.isPending}
          onSubmit={submitName}
          onClose={close}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('passkeys.removeTitle')}
        message={t('passkeys.removeMessage', { name: removing?.name ?? '' })}
        confirmLabel={t('passkeys.removeConfirm')}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
