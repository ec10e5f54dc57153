import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** `/misc/maintenance`: the page to show while the application is being worked on. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={IconTool}
      title={t('app.misc.maintenance.title')}
      message={t('app.misc.maintenance.message')}
      action={t('app.notFound.back')}
    />
  );
}
