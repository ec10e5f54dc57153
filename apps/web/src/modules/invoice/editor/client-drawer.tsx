import type { InvoiceClientRecord } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';
import { PanelDrawer } from '../../../components/panel-drawer';
import { ClientForm } from './client-form';

interface ClientDrawerProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (client: InvoiceClientRecord) => void;
}

/** The "Add new client" side panel; its form starts empty each time it opens. */
export function ClientDrawer({ opened, onClose, onCreated }: ClientDrawerProps) {
  const { t } = useTranslation();
  return (
    <PanelDrawer opened={opened} onClose={onClose} title={t('invoice.client.newTitle')}>
      {opened && (
        <ClientForm
          onCancel={onClose}
          onCreated={(client) => {
            onCreated(client);
            onClose();
          }}
        />
      )}
    </PanelDrawer>
  );
}
