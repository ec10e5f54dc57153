import { IconUserQuestion } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/anchor-link';
import { NotFoundPage } from '../../components/not-found-page';

/** What the view shows for an id with no user (the API answered 404): an alert. */
export function UserNotFound({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <NotFoundPage
      pageTitle={t('users.view.title')}
      title={t('users.view.notFound.title')}
      icon={<IconUserQuestion />}
    >
      <Trans
        i18nKey="users.view.notFound.message"
        values={{ id }}
        components={{
          listlink: (
            <AnchorLink to="/apps/user/list" size="sm" c="inherit" fw={600} underline="always" />
          ),
        }}
      />
    </NotFoundPage>
  );
}
