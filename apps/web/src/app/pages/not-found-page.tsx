import { IconError404 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** Any unknown path: "Page Not Found" and a way back home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={IconError404}
      title={t('app.notFound.title')}
      message={t('app.notFound.message')}
      action={t('app.notFound.back')}
    />
  );
}
