import { Can } from '@casl/react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AbilitiesCard, AccessControlCard } from './access-control-card';

/**
 * `/access-control`: a card every signed-in user sees, and one that only a user
 * who may read Analytics (admin) sees; then a card listing what the signed-in
 * user may do. The only page the client role can open.
 */
export function AccessControlPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('auth.accessControl.title')} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AccessControlCard
          title={t('auth.accessControl.common.title')}
          body={t('auth.accessControl.common.body')}
          detail={t('auth.accessControl.common.detail')}
        />
        <Can I="read" a="Analytics">
          <AccessControlCard
            title={t('auth.accessControl.analytics.title')}
            body={t('auth.accessControl.analytics.body')}
            detail={t('auth.accessControl.analytics.detail')}
          />
        </Can>
        <AbilitiesCard />
      </SimpleGrid>
    </Stack>
  );
}
