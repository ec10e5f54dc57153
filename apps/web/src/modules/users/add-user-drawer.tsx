import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../components/centered-loader';
import { PanelDrawer } from '../../components/panel-drawer';

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
    <PanelDrawer opened={opened} onClose={onClose} title={t('users.add.title')}>
      <Suspense fallback={<CenteredLoader />}>
        <AddUserForm onDone={onClose} />
      </Suspense>
    </PanelDrawer>
  );
}
