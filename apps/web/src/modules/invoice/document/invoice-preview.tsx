import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDocument } from './invoice-document';
import { InvoiceLoader } from './invoice-loader';

/** One invoice as a document beside its actions; after a payment or a send both reload. */
export function InvoicePreview({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <InvoiceLoader id={id} loadingLabel={t('invoice.preview.loading')}>
      {(reply) => (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <InvoiceDocument reply={reply} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <InvoiceActions reply={reply} />
          </Grid.Col>
        </Grid>
      )}
    </InvoiceLoader>
  );
}
