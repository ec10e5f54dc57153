import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  Image,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
} from '@mantine/core';
import { IconShoppingCart, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CartProduct } from '@beacon/contract/ecommerce';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/anchor-link';
import { NavbarPopover } from '../../components/navbar-popover';
import { usePageAlign } from '../../lib/format';
import type { NavbarItemProps } from '../../lib/manifest';
import { cartSummaryQuery } from './checkout/checkout.queries';
import { cartQuery } from './ecommerce.queries';
import classes from './ecommerce.module.css';
import { useFormatPrice } from './use-format-price';
import { useProductActions } from './use-product-actions';

/** One line of the cart: picture, name (a link to the product), quantity, price and remove. */
function CartLine({ product, onNavigate }: { product: CartProduct; onNavigate: () => void }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const align = usePageAlign();
  const actions = useProductActions();
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" py={6}>
      <Image
        src={product.image}
        alt=""
        w={48}
        h={48}
        fit="contain"
        radius="sm"
        className={classes.image}
        p={2}
      />
      <Stack gap={0} flex={1} miw={0}>
        <AnchorLink
          to="/apps/ecommerce/product-detail/$slug"
          params={{ slug: product.slug }}
          size="sm"
          fw={600}
          c="inherit"
          lineClamp={2}
          dir="auto"
          ta={align}
          onClick={onNavigate}
        >
          {product.name}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          {t('ecommerce.cart.qty', { qty: product.qty })}
        </Text>
        <Text size="sm" fw={700}>
          <bdi dir="ltr">{formatPrice(product.price)}</bdi>
        </Text>
      </Stack>
      <ActionIcon
        variant="subtle"
        color="gray"
        loading={actions.cartPending}
        onClick={() => void actions.removeFromCart(product)}
        aria-label={t('ecommerce.cart.removeOf', { name: product.name })}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * The navbar's cart: an icon with the number of products in the cart, and a
 * dropdown listing them with remove and "Checkout". It reads the shared cart query, so any cart
 * change anywhere (which invalidates the module's queries) shows here at once.
 */
export function CartDropdown({ buttonClassName }: NavbarItemProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const formatPrice = useFormatPrice();
  const cart = useQuery(cartQuery);
  const products = cart.data?.products;
  // The total is the server's (discounts included), as the checkout shows it; asked when opened.
  const summary = useQuery({ ...cartSummaryQuery, enabled: opened && !!products?.length });
  const count = products?.length;
  const close = () => setOpened(false);

  return (
    <NavbarPopover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      buttonClassName={buttonClassName}
      buttonLabel={
        count === undefined
          ? t('ecommerce.cart.button')
          : t('ecommerce.cart.buttonCount', { n: count })
      }
      icon={
        <Indicator label={count} size={16} disabled={!count} offset={2} aria-hidden zIndex={1}>
          <IconShoppingCart size={20} stroke={1.7} aria-hidden />
        </Indicator>
      }
    >
      <Popover.Dropdown p={0} aria-labelledby={titleId}>
        <Group justify="space-between" px="md" py="sm">
          <Text fw={600} id={titleId}>
            {t('ecommerce.cart.title')}
          </Text>
          {count !== undefined && (
            <Badge variant="default" radius="sm">
              {t(count === 1 ? 'ecommerce.cart.oneItem' : 'ecommerce.cart.items', { n: count })}
            </Badge>
          )}
        </Group>
        <Divider />
        {cart.isPending && (
          <Group justify="center" p="md">
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          </Group>
        )}
        {cart.isError && (
          <Stack gap="xs" p="md" align="flex-start">
            <Text size="sm">{t('ecommerce.cart.loadFailed')}</Text>
            <Button
              size="xs"
              variant="default"
              loading={cart.isFetching}
              onClick={() => void cart.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Stack>
        )}
        {products?.length === 0 && (
          <Stack gap="xs" p="md" align="flex-start">
            <Text size="sm">{t('ecommerce.cart.empty')}</Text>
            <AnchorLink to="/apps/ecommerce/shop" size="sm" onClick={close}>
              {t('ecommerce.cart.toShop')}
            </AnchorLink>
          </Stack>
        )}
        {products && products.length > 0 && (
          <>
            <Stack
              component="ul"
              gap={0}
              px="md"
              m={0}
              className={classes.cartList}
              aria-label={t('ecommerce.cart.title')}
              style={{ listStyle: 'none' }}
            >
              {products.map((product) => (
                <CartLine key={product.id} product={product} onNavigate={close} />
              ))}
            </Stack>
            <Divider />
            <Stack p="md" gap="sm">
              {summary.data && (
                <Group justify="space-between">
                  <Text fw={600}>{t('ecommerce.cart.total')}</Text>
                  <Text fw={700}>
                    <bdi dir="ltr">{formatPrice(summary.data.total)}</bdi>
                  </Text>
                </Group>
              )}
              <Button component={Link} to="/apps/ecommerce/checkout" fullWidth onClick={close}>
                {t('ecommerce.cart.checkout')}
              </Button>
            </Stack>
          </>
        )}
      </Popover.Dropdown>
    </NavbarPopover>
  );
}
