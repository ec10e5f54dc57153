import { IconPackageOff } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../components/not-found-page';
import { ShopTextLink } from './shop-text-link';

/** What the detail page shows for a slug that names no product (malformed, or the API's 404). */
export function ProductNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <NotFoundPage
      pageTitle={t('ecommerce.detail.title')}
      title={t('ecommerce.detail.notFound.title')}
      icon={<IconPackageOff />}
    >
      <Trans
        i18nKey="ecommerce.detail.notFound.message"
        values={{ slug }}
        components={{ shoplink: <ShopTextLink /> }}
      />
    </NotFoundPage>
  );
}
