import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { newInvitationBodySchema } from '@beacon/contract/recovery';
import { recoveryMessages } from '@beacon/contract/recovery-values';
import { accessMessages } from '@beacon/contract/access-values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { schemaErrors, showServerErrors, knownMessages } from '../../../lib/form-errors';
import { rolesQuery } from '../access.queries';
import { roleLabel } from '../role-names';
import { useInvite } from './invitations.queries';

const fields = ['email', 'role'] as const;

/** An address and a role: the invitation mail goes out at once. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvite();
  const roles = useQuery(rolesQuery());
  const known = knownMessages(t, {
    [recoveryMessages.accountExists]: 'invitations.errors.accountExists',
    [accessMessages.roleUnknown]: 'invitations.errors.roleUnknown',
    'Enter a valid email': 'invitations.errors.emailInvalid',
    'Choose a role': 'invitations.errors.roleRequired',
  });
  const form = useForm({
    initialValues: { email: '', role: '' },
    validate: (values) =>
      schemaErrors(newInvitationBodySchema.safeParse(values), {
        field: (path) => String(path[0] ?? ''),
        message: (issue) => known(issue.message),
      }),
  });

  const submit = form.onSubmit((values) =>
    invite.mutate(newInvitationBodySchema.parse(values), {
      onSuccess: ({ invitation }) => {
        form.reset();
        notifications.show({
          color: 'green',
          title: t('invitations.sentTitle'),
          message: t('invitations.sent', { email: invitation.email }),
        });
      },
      onError: (error) => {
        const shown = showServerErrors(error, form, {
          field: fields,
          message: (message) => known(message),
        });
        if (!shown)
          notifications.show({
            color: 'red',
            title: t('invitations.failed'),
            message: error.message,
          });
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <CardTitle title={t('invitations.form.title')} />
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              {...form.getInputProps('email')}
              label={t('invitations.form.email')}
              type="email"
              autoComplete="off"
              dir="ltr"
              required
              style={{ flex: '1 1 220px' }}
            />
            <Select
              {...form.getInputProps('role')}
              label={t('invitations.form.role')}
              data={(roles.data ?? []).map((role) => ({
                value: role.name,
                label: roleLabel(t, role.name),
              }))}
              required
              allowDeselect={false}
              style={{ flex: '1 1 180px' }}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={invite.isPending}>
              {t('invitations.form.submit')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
