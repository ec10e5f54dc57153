import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import {
  Button,
  Card,
  Divider,
  Grid,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type FormErrors as MantineErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import type { InvoiceBody, InvoiceClient, InvoiceReply } from '@beacon/contract/invoice';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otherMessages, showServerErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import { useCreateInvoice, useUpdateInvoice } from '../invoice.queries';
import { ClientDetails } from './client-details';
import { ClientPicker } from './client-picker';
import { InvoiceDateInput } from './invoice-date-input';
import { type InvoiceFormValues, clientOf, liveTotals } from './invoice-form-values';
import { InvoiceItems } from './invoice-items';
import { invoiceMessage, invoiceServerErrors } from './invoice-server-errors';
import { InvoiceTotals } from './invoice-totals';
import { useDecimalSeparator } from './use-decimal-separator';

// The contract's schemas (classic zod) check the invoice on Save; they load when the
// form first takes the focus, so the page paints without them.
const loadValidation = () => import('./invoice-validation');
type Validation = Awaited<ReturnType<typeof loadValidation>>;
const preloadValidation = () => void loadValidation().catch(() => undefined);

// Most invoices bill a client already in the book: the new-client form loads when first asked for
// (it keeps the editor's route chunk within its budget).
const ClientDrawer = lazy(() =>
  import('./client-drawer').then((module) => ({ default: module.ClientDrawer })),
);

interface InvoiceEditorProps {
  initialValues: InvoiceFormValues;
  /** The stored invoice's id when editing; none when adding. */
  id?: number;
  /** Shown under Save: the edit page's Preview link, status and payments. */
  aside?: ReactNode;
}

/** The paths the form has fields (or places) for; a 400 on any other is shown as a toast. */
const isFormPath = (path: string) =>
  /^(client\.\w+|issuedOn|dueOn|salesperson|note|discountRate|taxRate|total|items(\.\d+\.(item|description|cost|qty))?)$/.test(
    path,
  );

/** The first field to fix, in the order the page shows them. */
function firstInvalid(errors: MantineErrors, find: (path: string) => HTMLElement | null) {
  const nodes = Object.keys(errors)
    .map(find)
    .filter((node): node is HTMLElement => node !== null);
  return nodes.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

/**
 * The invoice card of the add and edit pages. Checked with the contract's schema on Save; the
 * server's 400 field messages land on the same fields, and what was typed stays. A save goes to
 * the invoice's preview.
 */
export function InvoiceEditor({ initialValues, id, aside }: InvoiceEditorProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const decimalSeparator = useDecimalSeparator();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const [addingClient, setAddingClient] = useState(false);
  const form = useForm<InvoiceFormValues>({ initialValues });
  const { values, errors } = form;
  const totals = liveTotals(values);
  const saving = create.isPending || update.isPending;

  const saved = ({ invoice }: InvoiceReply) => {
    notifications.show({
      color: 'green',
      title: t('invoice.editor.saved'),
      message: t('invoice.editor.savedMessage', { id: invoice.id }),
    });
    void navigate({ to: '/apps/invoice/preview/$id', params: { id: String(invoice.id) } });
  };

  const failed = (error: Error) => {
    const options = {
      ...invoiceServerErrors(t, isFormPath),
      focus: (shown: MantineErrors) => firstInvalid(shown, form.getInputNode)?.focus(),
    };
    // What an earlier save was refused for no longer holds.
    form.clearErrors();
    const shown = showServerErrors(error, form, options);
    const other = otherMessages(error, options, invoiceMessage(t));
    if (shown && !other.length) return;
    const missing = error instanceof ApiError && error.status === 404;
    notifications.show({
      color: 'red',
      title: t('invoice.editor.saveFailed'),
      message: missing ? t('invoice.notFound') : other.join(' ') || t('invoice.editor.tryAgain'),
    });
  };

  const send = (body: InvoiceBody) => {
    if (id === undefined) create.mutate(body, { onSuccess: saved, onError: failed });
    else update.mutate({ id, body }, { onSuccess: saved, onError: failed });
  };

  const check = (submitted: InvoiceFormValues, { checkInvoice }: Validation) => {
    const { body, errors: invalid } = checkInvoice(submitted, t);
    if (body) return send(body);
    form.setErrors(invalid);
    firstInvalid(invalid, form.getInputNode)?.focus();
  };

  const submit = form.onSubmit((submitted) => {
    loadValidation().then(
      (validation) => check(submitted, validation),
      // Its code could not be loaded (offline): nothing was checked nor sent.
      () => failed(new Error('invoice-validation')),
    );
  });

  // A chosen client answers every message about the client block.
  const setClient = (client: InvoiceClient) => {
    form.setFieldValue('client', client);
    form.setErrors(
      Object.fromEntries(
        Object.entries(form.errors).filter(([path]) => !path.startsWith('client.')),
      ),
    );
  };

  // Shown while choosing, before Save: a due date before the issue date.
  const dueBeforeIssued =
    values.issuedOn !== '' && values.dueOn !== '' && values.dueOn < values.issuedOn;
  const clientError =
    errors['client.name'] ??
    Object.entries(errors).find(([path]) => path.startsWith('client.'))?.[1];

  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <form onSubmit={submit} onFocusCapture={preloadValidation} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="lg">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <Stack gap="sm">
                    <Title order={2} fz="h4">
                      {t('invoice.editor.invoiceTo')}
                    </Title>
                    <ClientPicker
                      client={values.client}
                      error={clientError}
                      onPick={setClient}
                      onAddNew={() => setAddingClient(true)}
                    />
                    <ClientDetails client={values.client} />
                  </Stack>
                  <Stack gap="sm">
                    <Title order={2} fz="h4">
                      {t('invoice.editor.details')}
                    </Title>
                    <InvoiceDateInput
                      label={t('invoice.editor.issuedOn')}
                      withAsterisk
                      data-path="issuedOn"
                      value={values.issuedOn}
                      onChange={(day) => form.setFieldValue('issuedOn', day)}
                      error={errors.issuedOn}
                    />
                    <InvoiceDateInput
                      label={t('invoice.editor.dueOn')}
                      withAsterisk
                      data-path="dueOn"
                      minDate={values.issuedOn || undefined}
                      value={values.dueOn}
                      onChange={(day) => form.setFieldValue('dueOn', day)}
                      error={
                        errors.dueOn ??
                        (dueBeforeIssued ? t('invoice.editor.errors.dueBeforeIssued') : undefined)
                      }
                    />
                    <TextInput
                      label={t('invoice.editor.salesperson')}
                      autoComplete="off"
                      {...form.getInputProps('salesperson')}
                    />
                  </Stack>
                </SimpleGrid>
                <Divider />
                <InvoiceItems form={form} lines={totals.lines} />
                <Divider />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <Stack gap="sm">
                    <NumberInput
                      label={t('invoice.editor.discountRate')}
                      rightSection="%"
                      min={0}
                      max={100}
                      allowNegative={false}
                      decimalScale={2}
                      decimalSeparator={decimalSeparator}
                      hideControls
                      {...form.getInputProps('discountRate')}
                    />
                    <NumberInput
                      label={t('invoice.editor.taxRate')}
                      rightSection="%"
                      min={0}
                      max={100}
                      allowNegative={false}
                      decimalScale={2}
                      decimalSeparator={decimalSeparator}
                      hideControls
                      {...form.getInputProps('taxRate')}
                    />
                  </Stack>
                  <InvoiceTotals totals={totals} error={errors.total} />
                </SimpleGrid>
                <Divider />
                <Textarea
                  label={t('invoice.editor.note')}
                  placeholder={t('invoice.editor.notePlaceholder')}
                  rows={3}
                  {...form.getInputProps('note')}
                />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Button type="submit" loading={saving} fullWidth>
                  {t('invoice.editor.save')}
                </Button>
                {aside}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </form>
      {addingClient && (
        <Suspense fallback={null}>
          <ClientDrawer
            opened
            onClose={() => setAddingClient(false)}
            onCreated={(record) => setClient(clientOf(record))}
          />
        </Suspense>
      )}
    </DatesProvider>
  );
}
