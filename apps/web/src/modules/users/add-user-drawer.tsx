import { Drawer } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../components/centered-loader';

// Loaded when the drawer first opens: the form and the contract's schemas (zod) would otherwise
// weigh on the list page's own chunk.
const AddUserForm = lazy(() =>
  import('./add-user-form').then(({ AddUserForm: Form }) => ({ default: Form })),
);

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
      <Suspense fallback={<CenteredLoader />}>
        <AddUserForm onDone={onClose} />
      </Suspense>
    </Drawer>
  );
}
