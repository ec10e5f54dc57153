import { Alert, Stack } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import { PageHeader } from '../../../components/page-header';

/** What the edit page shows for an id with no invoice (the API answered 404). */
export function InvoiceNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('invoice.editor.editTitleShort')} />
      <Alert color="red" variant="light" title={t('invoice.notFound')} icon={<IconFileAlert />}>
        <AnchorLink to="/apps/invoice/list" size="sm" c="inherit" fw={600} underline="always">
          {t('invoice.backToList')}
        </AnchorLink>
      </Alert>
    </Stack>
  );
}
