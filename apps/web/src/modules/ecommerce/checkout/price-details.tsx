import { Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CartSummary } from '@beacon/contract/ecommerce';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format';
import { useFormatPrice } from '../use-format-price';

interface PriceDetailsProps {
  /** The server's figures (cart summary or an order's totals); undefined while they load. */
  summary: CartSummary | undefined;
  /** Heading level: 2 on a step, 3 inside a section that has its own h2. */
  order?: 2 | 3;
  /** Shown under the figures, e.g. the step's "Continue" button. */
  children?: ReactNode;
}

/** `ltr`: an amount, isolated left to right (in a right-to-left line Arabic's "US$" splits off). */
function Row({
  label,
  value,
  strong,
  ltr = true,
}: {
  label: string;
  value: string;
  strong?: boolean;
  ltr?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text component="dt" size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text component="dd" m={0} size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} ta="end">
        {ltr ? <bdi dir="ltr">{value}</bdi> : value}
      </Text>
    </Group>
  );
}

/**
 * "Price details": items, MRP, discount, delivery and total, exactly as the server computed them
 * (the web never adds prices up). `aria-busy` while a change is being priced.
 */
export function PriceDetails({ summary, order = 2, children }: PriceDetailsProps) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const { number } = useFormats();
  const titleId = useId();
  return (
    <Card component="section" withBorder aria-labelledby={titleId} aria-busy={!summary}>
      <Stack gap="sm">
        <Title order={order} fz="h4" id={titleId}>
          {t('checkout.price.title')}
        </Title>
        {summary ? (
          <Stack component="dl" gap="xs" m={0}>
            <Row label={t('checkout.price.items')} value={number(summary.itemsCount)} />
            <Row label={t('checkout.price.mrp')} value={price(summary.mrp)} />
            <Row
              label={t('checkout.price.discount')}
              value={summary.discount > 0 ? price(-summary.discount) : price(0)}
            />
            <Row
              label={t('checkout.price.delivery')}
              value={summary.delivery > 0 ? price(summary.delivery) : t('checkout.price.free')}
              ltr={summary.delivery > 0}
            />
          </Stack>
        ) : (
          <Stack gap="xs">
            {[1, 2, 3, 4, 5].map((row) => (
              <Skeleton key={row} height={18} />
            ))}
          </Stack>
        )}
        {summary && (
          <>
            <Divider />
            <Stack component="dl" gap="xs" m={0}>
              <Row label={t('checkout.price.total')} value={price(summary.total)} strong />
            </Stack>
          </>
        )}
        {children}
      </Stack>
    </Card>
  );
}
