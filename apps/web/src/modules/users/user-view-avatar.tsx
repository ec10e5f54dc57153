import { Can } from '@casl/react';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoEdit } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@beacon/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarField } from '../../components/avatar-picker/avatar-field';
import { UserAvatar } from '../../components/user-avatar';
import type { ApiBody } from '../../lib/api/types';
import { ApiError, api, unwrap } from '../../lib/http';
import { usersKeys } from './users.queries';

/**
 * Sets or removes a person's picture. The view shows the reply at once; every users query (the
 * lists, their rows' pictures, this view's activity) loads again.
 */
function useSetUserAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/apps/users/avatar', 'put'>) =>
      unwrap(api.PUT('/apps/users/avatar', { body })),
    onSuccess: (reply) => queryClient.setQueryData(usersKeys.detail(reply.user.id), reply),
    meta: { invalidatesOnSuccess: [usersKeys.all] },
  });
}

/** The person's picture on their view; those who may update users change or remove it here. */
export function UserViewAvatar({ user }: { user: User }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return editing ? (
    <AvatarEditor user={user} onDone={() => setEditing(false)} />
  ) : (
    <Stack align="center" gap="xs">
      <UserAvatar name={user.fullName} src={user.avatar} size={96} decorative />
      <Can I="update" a="User">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPhotoEdit size={14} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          {t('users.avatar.change')}
        </Button>
      </Can>
    </Stack>
  );
}

function AvatarEditor({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetUserAvatar();
  const current = user.avatar || null;
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const name = user.fullName;

  const submit = () =>
    save.mutate(
      { id: user.id, avatar: value },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: t('users.avatar.saved'),
            message: t(value ? 'users.avatar.savedMessage' : 'users.avatar.removedMessage', {
              name,
            }),
          });
          onDone();
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fields?.avatar?.[0] : undefined;
          setError(field ?? t('users.avatar.failedMessage'));
        },
      },
    );

  return (
    <Stack gap="sm" w="100%">
      <AvatarField
        value={value}
        name={name}
        error={error}
        onChange={setValue}
        onError={setError}
        label={t('users.avatar.label', { name })}
        cropTitle={t('users.avatar.cropTitle', { name })}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {t('users.avatar.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={value === current}>
          {t('users.avatar.save')}
        </Button>
      </Group>
    </Stack>
  );
}
