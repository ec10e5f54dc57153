import { Drawer } from '@mantine/core';
import type { InvoiceClientRecord } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';
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
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('invoice.client.newTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && (
        <ClientForm
          onCancel={onClose}
          onCreated={(client) => {
            onCreated(client);
            onClose();
          }}
        />
      )}
    </Drawer>
  );
}
