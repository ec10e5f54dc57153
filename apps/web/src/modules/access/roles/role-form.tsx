import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Role } from '@beacon/contract/access';
import { roleNameMax } from '@beacon/contract/access-values';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveRole } from '../access.queries';
import {
  type RoleMatrixState,
  emptyMatrixState,
  toMatrixState,
  toRolePermissions,
} from '../role-matrix';
import { showServerErrors } from '../../../lib/form-errors';
import { accessMessage, failureReason } from '../server-messages';
import { RoleMatrixTable } from './role-matrix-table';

interface RoleFormProps {
  /** The role to edit; without it the form adds a new one. */
  role?: Role;
  onDone: () => void;
}

/** Role Name and the permission matrix; saves with POST (new) or PUT (existing). */
export function RoleForm({ role, onDone }: RoleFormProps) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const matrixTitleId = useId();
  const [access, setAccess] = useState<RoleMatrixState>(() =>
    role ? toMatrixState(role) : emptyMatrixState(),
  );
  const form = useForm({
    initialValues: { name: role?.name ?? '' },
    validate: {
      name: (value) => {
        const name = value.trim();
        if (!name) return t('access.errors.roleNameRequired');
        if (name.length > roleNameMax) return t('access.errors.tooLong', { max: roleNameMax });
        return null;
      },
    },
  });

  const submit = form.onSubmit(
    ({ name }) => {
      const body = {
        name: name.trim(),
        manageAll: access.manageAll,
        permissions: toRolePermissions(access.matrix),
      };
      save.mutate(
        { id: role?.id, body },
        {
          onSuccess: ({ role: saved }) => {
            notifications.show({
              color: 'green',
              title: t(role ? 'access.roles.updated' : 'access.roles.added'),
              message: t(role ? 'access.roles.updatedMessage' : 'access.roles.addedMessage', {
                name: saved.name,
              }),
            });
            onDone();
          },
          onError: (error) => {
            const options = { field: ['name'] as const, message: accessMessage(t), focus: true };
            if (showServerErrors(error, form, options)) return;
            notifications.show({
              color: 'red',
              title: t('access.roles.saveFailed'),
              message: failureReason(error, t, t('access.roles.saveFailedMessage')),
            });
          },
        },
      );
    },
    () => form.getInputNode('name')?.focus(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('access.roles.nameLabel')}
          placeholder={t('access.roles.namePlaceholder')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Title order={3} fz="h5" id={matrixTitleId}>
          {t('access.roles.matrix.title')}
        </Title>
        <RoleMatrixTable
          value={access}
          onChange={setAccess}
          labelledBy={matrixTitleId}
          disabled={save.isPending}
        />
        <Group gap="sm" justify="center">
          <Button type="submit" loading={save.isPending}>
            {t('access.roles.submit')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('access.discard')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
