import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { userBillings, userPlans, userRoles, userStatuses } from '@beacon/contract/users';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, showServerErrors } from '../../lib/form-errors';
import { countryOptions } from './countries';
import {
  newUserServerErrors,
  toNewUser,
  validateNewUser,
  type NewUserFormValues,
} from './new-user-errors';
import { billingKey } from './user-values';
import { useAddUser } from './users.queries';

const initialValues: NewUserFormValues = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
  billing: 'Auto Debit',
  status: 'active',
};

interface AddUserFormProps {
  /** Called after the user was added, and on Cancel. */
  onDone: () => void;
}

/**
 * The new-user form. Invalid input is marked on its fields and nothing is sent; the server's
 * 400/409 field messages (e.g. an e-mail already in use) land on the same fields.
 */
export function AddUserForm({ onDone }: AddUserFormProps) {
  const { t, i18n } = useTranslation();
  const add = useAddUser();
  const form = useForm<NewUserFormValues>({
    initialValues,
    validate: (values) => validateNewUser(values, t),
  });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const submit = form.onSubmit((values) => {
    const user = toNewUser(values);
    if (!user) return;
    add.mutate(user, {
      onSuccess: ({ user: added }) => {
        notifications.show({
          color: 'green',
          title: t('users.add.done'),
          message: t('users.add.doneMessage', { name: added.fullName }),
        });
        form.reset();
        onDone();
      },
      onError: (error) => {
        if (!showServerErrors(error, form, newUserServerErrors(t)))
          notifications.show({
            color: 'red',
            title: t('users.add.failed'),
            message: t('users.add.failedMessage'),
          });
      },
    });
  }, focusFirstInvalid(form));

  const options = <V extends string>(values: readonly V[], label: (value: V) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('users.fields.fullName')}
          placeholder={t('users.form.placeholders.fullName')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('users.fields.username')}
          placeholder={t('users.form.placeholders.username')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('username')}
        />
        <TextInput
          type="email"
          label={t('users.fields.email')}
          placeholder={t('users.form.placeholders.email')}
          description={t('users.form.emailHint')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput
          type="tel"
          label={t('users.fields.contact')}
          placeholder={t('users.form.placeholders.contact')}
          autoComplete="off"
          {...form.getInputProps('contact')}
        />
        <TextInput
          label={t('users.fields.company')}
          placeholder={t('users.form.placeholders.company')}
          autoComplete="off"
          {...form.getInputProps('company')}
        />
        <Select
          label={t('users.fields.country')}
          placeholder={t('users.form.placeholders.country')}
          data={countries}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('users.form.clearCountry') }}
          nothingFoundMessage={t('users.form.noCountry')}
          {...form.getInputProps('country')}
          value={form.values.country || null}
          onChange={(value: string | null) => form.setFieldValue('country', value ?? '')}
        />
        <Select
          label={t('users.fields.role')}
          data={options(userRoles, (role) => t(`users.roles.${role}`))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('role')}
        />
        <Select
          label={t('users.fields.plan')}
          data={options(userPlans, (plan) => t(`users.plans.${plan}`))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('currentPlan')}
        />
        <Select
          label={t('users.fields.billing')}
          data={options(userBillings, (billing) => t(`users.billings.${billingKey[billing]}`))}
          allowDeselect={false}
          {...form.getInputProps('billing')}
        />
        <Select
          label={t('users.fields.status')}
          data={options(userStatuses, (status) => t(`users.statuses.${status}`))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <Group mt="md" gap="sm">
          <Button type="submit" loading={add.isPending}>
            {t('users.add.submit')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              onDone();
            }}
            disabled={add.isPending}
          >
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
