import { Alert, Stack } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ShopTextLink } from './shop-text-link';

/** What the detail page shows for a slug that names no product (malformed, or the API's 404). */
export function ProductNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('ecommerce.detail.title')} />
      <Alert
        color="red"
        variant="light"
        title={t('ecommerce.detail.notFound.title')}
        icon={<IconPackageOff />}
      >
        <Trans
          i18nKey="ecommerce.detail.notFound.message"
          values={{ slug }}
          components={{ shoplink: <ShopTextLink /> }}
        />
      </Alert>
    </Stack>
  );
}
