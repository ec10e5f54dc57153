import { Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { userPlans } from '@beacon/contract/users-values';
import { useTranslation } from 'react-i18next';
import { useAddAccessUser } from '../access.queries';
import { roleLabel } from '../role-names';
import { focusFirstInvalid, showServerErrors } from '../../../lib/form-errors';
import { accessMessage, failureReason } from '../server-messages';
import {
  type NewAccessUserValues,
  checkNewAccessUser,
  newAccessUserField,
} from './new-access-user';

interface AddRoleUserFormProps {
  roles: readonly string[];
  /** Called after the user was added, and on Discard. */
  onDone: () => void;
}

/**
 * A new person who can sign in. Invalid input is marked on its fields and nothing is sent; the
 * server's 400/409 field messages (an e-mail or username already taken) land on the same fields.
 */
export function AddRoleUserForm({ roles, onDone }: AddRoleUserFormProps) {
  const { t } = useTranslation();
  const add = useAddAccessUser();
  const form = useForm<NewAccessUserValues>({
    initialValues: {
      fullName: '',
      username: '',
      email: '',
      password: '',
      role: '',
      currentPlan: 'basic',
    },
    validate: (values) => checkNewAccessUser(values, t).errors,
  });

  const submit = form.onSubmit((values) => {
    const { body } = checkNewAccessUser(values, t);
    if (!body) return;
    add.mutate(body, {
      onSuccess: ({ user }) => {
        notifications.show({
          color: 'green',
          title: t('access.users.added'),
          message: t('access.users.addedMessage', { name: user.fullName }),
        });
        onDone();
      },
      onError: (error) => {
        const options = { field: newAccessUserField, message: accessMessage(t), focus: true };
        if (showServerErrors(error, form, options)) return;
        notifications.show({
          color: 'red',
          title: t('access.users.addFailed'),
          message: failureReason(error, t, t('access.users.addFailedMessage')),
        });
      },
    });
  }, focusFirstInvalid(form));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('access.users.fields.fullName')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('access.users.fields.username')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('username')}
        />
        <TextInput
          type="email"
          label={t('access.users.fields.email')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('access.users.fields.password')}
          description={t('access.users.passwordHint')}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Select
          label={t('access.users.fields.role')}
          placeholder={t('access.users.chooseRole')}
          data={roles.map((name) => ({ value: name, label: roleLabel(t, name) }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('role')}
          value={form.values.role || null}
          onChange={(value: string | null) => form.setFieldValue('role', value ?? '')}
        />
        <Select
          label={t('access.users.fields.plan')}
          data={userPlans.map((plan) => ({ value: plan, label: t(`access.plans.${plan}`) }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('currentPlan')}
        />
        <Group mt="md" gap="sm" justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            {t('access.discard')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('access.users.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
