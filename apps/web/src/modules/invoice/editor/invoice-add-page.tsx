import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { InvoiceEditor } from './invoice-editor';
import { blankInvoice } from './invoice-form-values';

/** `/apps/invoice/add`: a new invoice, issued today and due in 30 days, with one empty row. */
export function InvoiceAddPage() {
  const { t } = useTranslation();
  // Once per visit: "today" must not move under the reader while they type.
  const [initialValues] = useState(() => blankInvoice());
  return (
    <Stack gap="lg">
      <PageHeader title={t('invoice.editor.newTitle')} />
      <InvoiceEditor initialValues={initialValues} />
    </Stack>
  );
}
