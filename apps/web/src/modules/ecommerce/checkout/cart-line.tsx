import { Badge, Box, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconTrash } from '@tabler/icons-react';
import type { CartProduct } from '@beacon/contract/ecommerce';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import { useFormats, usePageAlign } from '../../../lib/format';
import { FreeShippingBadge } from '../free-shipping-badge';
import { ProductImage } from '../product-image';
import { useFormatPrice } from '../use-format-price';
import { useMoveToWishlist, useRemoveCartLine, useUpdateCartQty } from './checkout.queries';
import { QuantityStepper } from './quantity-stepper';
import { useFormatDate } from './use-format-date';

/** How long the stepper waits for more clicks before saving (one request for 1 → 4, not three). */
export const qtySaveDelay = 400;

/**
 * One cart row. The quantity is saved to the server (debounced); until the save lands the row shows
 * what the user chose, and a refused save says so under the stepper and shows the saved value again.
 */
export function CartLine({ product }: { product: CartProduct }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const date = useFormatDate();
  const { autoInText } = useFormats();
  const align = usePageAlign();
  const errorId = useId();

  const update = useUpdateCartQty();
  const remove = useRemoveCartLine();
  const move = useMoveToWishlist();

  // The quantity the user chose and that is not saved yet; null: show the server's.
  const [draft, setDraft] = useState<number | null>(null);
  const latest = useRef<number | null>(null);
  const [qtyError, setQtyError] = useState(false);

  const save = useDebouncedCallback(
    (qty: number) => {
      update.mutate(
        { productId: product.id, qty },
        {
          onSuccess: () => {
            // A later choice still waiting keeps the row on that one.
            if (latest.current === qty) {
              latest.current = null;
              setDraft(null);
            }
          },
          onError: () => {
            latest.current = null;
            setDraft(null);
            setQtyError(true);
          },
        },
      );
    },
    { delay: qtySaveDelay, flushOnUnmount: true },
  );

  const changeQty = (qty: number) => {
    setQtyError(false);
    latest.current = qty;
    setDraft(qty);
    save(qty);
  };

  const busy = remove.isPending || move.isPending;
  const failed = (key: string) => () =>
    notifications.show({
      color: 'red',
      title: t(`checkout.cart.${key}`),
      message: t('checkout.cart.tryAgain', { name: product.name }),
    });

  return (
    <Card withBorder component="li" aria-label={product.name} padding="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Box w={140} maw="100%">
          <ProductImage product={product} height={120} />
        </Box>
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <AnchorLink
            to="/apps/ecommerce/product-detail/$slug"
            params={{ slug: product.slug }}
            fw={600}
            dir="auto"
            ta={align}
            style={{ overflowWrap: 'anywhere' }}
          >
            {product.name}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            {t('checkout.cart.by', { brand: autoInText(product.brand) })}
          </Text>
          <Group gap="xs">
            {product.stock >= product.qty ? (
              <Badge color="teal.9" variant="filled" radius="sm">
                {t('checkout.cart.inStock')}
              </Badge>
            ) : (
              // Checkout would refuse this line: say so before the reader gets there.
              <Badge color="red.9" variant="filled" radius="sm">
                {product.stock === 0
                  ? t('ecommerce.product.outOfStock')
                  : t('checkout.cart.onlyLeft', { stock: product.stock })}
              </Badge>
            )}
            {product.hasFreeShipping && <FreeShippingBadge />}
          </Group>
          <Group gap="xs" align="center" wrap="wrap">
            <Text size="sm" component="span" fw={500}>
              {t('checkout.cart.qty')}
            </Text>
            <QuantityStepper
              name={product.name}
              value={draft ?? product.qty}
              onChange={changeQty}
              disabled={busy}
              errorId={qtyError ? errorId : undefined}
            />
            {(draft !== null || update.isPending) && (
              <Group gap={4} role="status">
                <Loader size="xs" aria-hidden />
                <Text size="xs" c="dimmed">
                  {t('checkout.cart.saving')}
                </Text>
              </Group>
            )}
          </Group>
          {qtyError && (
            <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
              {t('checkout.cart.qtyFailed')}
            </Text>
          )}
          <Text size="sm">
            {t('checkout.cart.deliveryBy', { date: date.day(product.shippingDate) })}
          </Text>
          <Text size="sm">
            {t('checkout.cart.offers', {
              discount: product.discountPercentage,
              offers: product.offers,
            })}
          </Text>
        </Stack>
        <Stack gap="xs" align="stretch" style={{ flex: '0 1 180px' }}>
          <Text fw={700} size="lg">
            <bdi dir="ltr">{price(product.price)}</bdi>
          </Text>
          <Button
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t('checkout.cart.removeOf', { name: product.name })}
            loading={remove.isPending}
            disabled={busy}
            onClick={() =>
              remove.mutate(product.id, {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    title: t('checkout.cart.removed'),
                    message: t('checkout.cart.removedMessage', { name: product.name }),
                  }),
                onError: failed('removeFailed'),
              })
            }
          >
            {t('checkout.cart.remove')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconHeart size={16} aria-hidden />}
            aria-label={t('checkout.cart.moveToWishlistOf', { name: product.name })}
            loading={move.isPending}
            disabled={busy}
            onClick={() =>
              move.mutate(product.id, {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    title: t('checkout.cart.moved'),
                    message: t('checkout.cart.movedMessage', { name: product.name }),
                  }),
                onError: failed('moveFailed'),
              })
            }
          >
            {t('checkout.cart.moveToWishlist')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
