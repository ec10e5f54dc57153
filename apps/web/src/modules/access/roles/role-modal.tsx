import { Modal, Text } from '@mantine/core';
import type { Role } from '@beacon/contract/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleForm } from './role-form';

/** What the modal is open for: a new role, one to edit, or nothing (closed). */
export type RoleEditing = { kind: 'add' } | { kind: 'edit'; role: Role } | null;

interface RoleModalProps {
  editing: RoleEditing;
  onClose: () => void;
}

/** "Add New Role" or "Edit Role"; the form inside mounts afresh each time it opens. */
export function RoleModal({ editing, onClose }: RoleModalProps) {
  const { t } = useTranslation();
  // Keep the last choice's title while the modal fades out after `editing` went back to null.
  const [shown, setShown] = useState(editing);
  if (editing && editing !== shown) setShown(editing);
  const current = editing ?? shown;
  const role = current?.kind === 'edit' ? current.role : undefined;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={t(role ? 'access.roles.editTitle' : 'access.roles.addTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('access.roles.modalSubtitle')}
      </Text>
      <RoleForm key={role?.id ?? 'new'} role={role} onDone={onClose} />
    </Modal>
  );
}
