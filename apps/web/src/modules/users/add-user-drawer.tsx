import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddUserForm } from './add-user-form';

interface AddUserDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The "new user" side panel; the form inside is mounted afresh each time it opens. */
export function AddUserDrawer({ opened, onClose }: AddUserDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('users.add.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <AddUserForm onDone={onClose} />
    </Drawer>
  );
}
