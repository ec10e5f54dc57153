import { Modal } from '@mantine/core';
import type { Permission } from '@beacon/contract/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionForm } from './permission-form';

/** What the modal is open for: a new permission, one to rename, or nothing (closed). */
export type PermissionEditing = { kind: 'add' } | { kind: 'edit'; permission: Permission } | null;

interface PermissionModalProps {
  editing: PermissionEditing;
  onClose: () => void;
}

/** "Add New Permission" or "Edit Permission"; the form inside mounts afresh each time it opens. */
export function PermissionModal({ editing, onClose }: PermissionModalProps) {
  const { t } = useTranslation();
  // Keep the last choice's title while the modal fades out after `editing` went back to null.
  const [shown, setShown] = useState(editing);
  if (editing && editing !== shown) setShown(editing);
  const current = editing ?? shown;
  const permission = current?.kind === 'edit' ? current.permission : undefined;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={t(permission ? 'access.permissions.editTitle' : 'access.permissions.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <PermissionForm key={permission?.id ?? 'new'} permission={permission} onDone={onClose} />
    </Modal>
  );
}
