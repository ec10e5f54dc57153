import { Modal } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';

// Loaded when the modal first opens: the form checks input with the contract's schema (zod),
// which would otherwise weigh on the roles page's own chunk.
const AddRoleUserForm = lazy(() =>
  import('./add-role-user-form').then(({ AddRoleUserForm: Form }) => ({ default: Form })),
);

interface AddRoleUserModalProps {
  opened: boolean;
  onClose: () => void;
  roles: readonly string[];
}

/** "Add User": a new person who can sign in, in a chosen role; the form mounts afresh each time. */
export function AddRoleUserModal({ opened, onClose, roles }: AddRoleUserModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('access.users.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Suspense fallback={<CenteredLoader />}>
        <AddRoleUserForm roles={roles} onDone={onClose} />
      </Suspense>
    </Modal>
  );
}
