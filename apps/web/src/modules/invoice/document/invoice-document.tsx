import { Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceReply } from '@beacon/contract/invoice';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentBlock, DocumentRow } from './invoice-document-parts';
import classes from './invoice-document.module.css';
import { useInvoiceFormat } from './use-invoice-format';

/** The invoice as a document: what the preview shows, the print page prints and the PDF holds. */
export function InvoiceDocument({ reply }: { reply: InvoiceReply }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const titleId = useId();
  const { invoice, paymentDetails } = reply;
  const { client } = invoice;

  return (
    <Paper component="article" aria-labelledby={titleId} p={{ base: 'md', sm: 'xl' }} radius="md">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap">
            <img src="/logo-white.svg" alt="" width={36} height={36} />
            <Text fw={700} fz={22} lh={1}>
              {t('invoice.document.companyName')}
            </Text>
          </Group>
          {/* The company's address is written the way its country writes it, in every language:
              each line keeps that direction (the last one, its phone numbers, left to right). */}
          <Text size="sm" c="dimmed">
            <bdi>{t('invoice.document.addressLine1')}</bdi>
            <br />
            <bdi>{t('invoice.document.addressLine2')}</bdi>
            <br />
            <bdi>{t('invoice.document.addressLine3')}</bdi>
          </Text>
        </Stack>
        <Stack gap={6} miw={220}>
          <Title order={1} fz="h3" id={titleId}>
            {t('invoice.document.title', { id: invoice.id })}
          </Title>
          <DocumentRow label={t('invoice.document.issued')}>
            {format.date(invoice.issuedOn)}
          </DocumentRow>
          <DocumentRow label={t('invoice.document.due')}>{format.date(invoice.dueOn)}</DocumentRow>
        </Stack>
      </Group>

      <Divider my="lg" />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <DocumentBlock title={t('invoice.document.invoiceTo')}>
          {/* The client's own words keep their own direction; a phone number and an e-mail
              address read left to right in every language. */}
          {[client.name, client.company, client.address, client.country]
            .filter(Boolean)
            .map((line, index) => (
              <Text key={index} size="sm" fw={index === 0 ? 600 : undefined}>
                <bdi>{line}</bdi>
              </Text>
            ))}
          {client.contact && (
            <Text size="sm">
              <bdi dir="ltr">{client.contact}</bdi>
            </Text>
          )}
          <Text size="sm">
            <bdi dir="ltr">{client.companyEmail}</bdi>
          </Text>
        </DocumentBlock>
        <DocumentBlock title={t('invoice.document.paymentDetails')}>
          <DocumentRow label={t('invoice.document.totalDue')} strong>
            <bdi dir="ltr">{format.money(invoice.balance)}</bdi>
          </DocumentRow>
          <DocumentRow label={t('invoice.document.bankName')}>
            <bdi>{paymentDetails.bankName}</bdi>
          </DocumentRow>
          <DocumentRow label={t('invoice.document.country')}>
            <bdi>{paymentDetails.country}</bdi>
          </DocumentRow>
          <DocumentRow label={t('invoice.document.iban')}>
            <bdi dir="ltr">{paymentDetails.iban}</bdi>
          </DocumentRow>
          <DocumentRow label={t('invoice.document.swiftCode')}>
            <bdi dir="ltr">{paymentDetails.swiftCode}</bdi>
          </DocumentRow>
        </DocumentBlock>
      </SimpleGrid>

      <Table.ScrollContainer minWidth={560} my="xl">
        <Table verticalSpacing="sm" aria-label={t('invoice.document.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoice.document.item')}</Table.Th>
              <Table.Th>{t('invoice.document.description')}</Table.Th>
              <Table.Th className={classes.number}>{t('invoice.document.cost')}</Table.Th>
              <Table.Th className={classes.number}>{t('invoice.document.qty')}</Table.Th>
              <Table.Th className={classes.number}>{t('invoice.document.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.items.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td fw={600}>
                  <bdi>{item.item}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{item.description}</bdi>
                </Table.Td>
                <Table.Td className={classes.number}>
                  <bdi dir="ltr">{format.money(item.cost)}</bdi>
                </Table.Td>
                <Table.Td className={classes.number}>{format.number(item.qty)}</Table.Td>
                <Table.Td className={classes.number}>
                  <bdi dir="ltr">{format.money(item.amount)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Text size="sm">
          <Text span fw={600}>
            {t('invoice.document.salesperson')}
          </Text>{' '}
          <bdi>{invoice.salesperson}</bdi>
        </Text>
        <Stack gap={6} className={classes.totals}>
          <DocumentRow label={t('invoice.document.subtotal')}>
            <bdi dir="ltr">{format.money(invoice.subtotal)}</bdi>
          </DocumentRow>
          <DocumentRow
            label={t('invoice.document.discount', { rate: format.percent(invoice.discountRate) })}
          >
            <bdi dir="ltr">{format.money(invoice.discount)}</bdi>
          </DocumentRow>
          <DocumentRow label={t('invoice.document.tax', { rate: format.percent(invoice.taxRate) })}>
            <bdi dir="ltr">{format.money(invoice.tax)}</bdi>
          </DocumentRow>
          <Divider />
          <DocumentRow label={t('invoice.document.total')} strong>
            <bdi dir="ltr">{format.money(invoice.total)}</bdi>
          </DocumentRow>
          <DocumentRow label={t('invoice.document.paid')}>
            <bdi dir="ltr">{format.money(invoice.paid)}</bdi>
          </DocumentRow>
          <DocumentRow label={t('invoice.document.balance')} strong>
            <bdi dir="ltr">{format.money(invoice.balance)}</bdi>
          </DocumentRow>
        </Stack>
      </SimpleGrid>

      {invoice.note && (
        <>
          <Divider my="lg" />
          <Text size="sm" className={classes.note}>
            <Text span fw={600}>
              {t('invoice.document.note')}
            </Text>{' '}
            <bdi>{invoice.note}</bdi>
          </Text>
        </>
      )}
    </Paper>
  );
}
