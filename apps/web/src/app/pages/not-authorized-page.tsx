import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** Where the route guard sends a user who lacks the ability, without filler. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={IconLock}
      title={t('app.notAuthorized.title')}
      message={t('app.notAuthorized.message')}
      action={t('app.notAuthorized.back')}
    />
  );
}
