import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';

/** `/apps/invitations`: invite an address into a role, and the invitations still pending. */
export function InvitationsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('invitations.title')} description={t('invitations.subtitle')} />
      <InviteForm />
      <InvitationsTable />
    </Stack>
  );
}
