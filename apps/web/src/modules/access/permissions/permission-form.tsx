import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Permission } from '@beacon/contract/access';
import { permissionNameMax } from '@beacon/contract/access-values';
import { useTranslation } from 'react-i18next';
import { useAddPermission, useRenamePermission } from '../access.queries';
import { showServerErrors } from '../../../lib/form-errors';
import { accessMessage, failureReason } from '../server-messages';

interface PermissionFormProps {
  /** The permission to rename; without it the form adds a new one. */
  permission?: Permission;
  onDone: () => void;
}

/**
 * Adds or renames a permission. An empty or too long name is marked on the field and nothing is
 * sent; the server's field messages (a name already taken) land on the same field.
 */
export function PermissionForm({ permission, onDone }: PermissionFormProps) {
  const { t } = useTranslation();
  const add = useAddPermission();
  const rename = useRenamePermission();
  const pending = add.isPending || rename.isPending;
  const form = useForm({
    initialValues: { name: permission?.name ?? '', core: false },
    validate: {
      name: (value) => {
        const name = value.trim();
        if (!name) return t('access.errors.permissionNameRequired');
        if (name.length > permissionNameMax)
          return t('access.errors.tooLong', { max: permissionNameMax });
        return null;
      },
    },
  });

  const done = (key: 'added' | 'renamed', name: string) => {
    notifications.show({
      color: 'green',
      title: t(`access.permissions.${key}`),
      message: t(`access.permissions.${key}Message`, { name }),
    });
    onDone();
  };
  const failed = (error: unknown) => {
    // `permission.name` from an add, `name` from a rename: both are this field.
    const field = (key: string) =>
      ['permission.name', 'name', 'permission'].includes(key) ? ('name' as const) : null;
    if (showServerErrors(error, form, { field, message: accessMessage(t), focus: true })) return;
    notifications.show({
      color: 'red',
      title: t('access.permissions.saveFailed'),
      message: failureReason(error, t, t('access.permissions.saveFailedMessage')),
    });
  };

  const submit = form.onSubmit(
    ({ name }) => {
      const trimmed = name.trim();
      if (permission)
        rename.mutate(
          { id: permission.id, name: trimmed },
          { onSuccess: () => done('renamed', trimmed), onError: failed },
        );
      else
        add.mutate(trimmed, {
          onSuccess: ({ permission: added }) => done('added', added.name),
          onError: failed,
        });
    },
    () => form.getInputNode('name')?.focus(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(permission ? 'access.permissions.editSubtitle' : 'access.permissions.addSubtitle')}
        </Text>
        {permission && (
          <Alert
            color="yellow"
            variant="light"
            title={t('access.permissions.warningTitle')}
            icon={<IconAlertTriangle aria-hidden />}
          >
            <Text size="sm">{t('access.permissions.warning')}</Text>
          </Alert>
        )}
        <TextInput
          label={t('access.permissions.nameLabel')}
          placeholder={t('access.permissions.namePlaceholder')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        {!permission && (
          <Checkbox
            label={t('access.permissions.core')}
            {...form.getInputProps('core', { type: 'checkbox' })}
          />
        )}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('access.discard')}
          </Button>
          <Button type="submit" loading={pending}>
            {t(permission ? 'access.permissions.update' : 'access.permissions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
