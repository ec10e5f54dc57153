import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import {
  useAddToCart,
  useAddToWishlist,
  useMoveToCart,
  useRemoveFromCart,
  useRemoveFromWishlist,
} from './ecommerce.queries';

interface Named {
  id: number;
  name: string;
}

/** The API's reason: its message, or a refusal's first field message (out of stock). */
const errorText = (error: unknown) => {
  const field = error instanceof ApiError ? Object.values(error.fields ?? {})[0]?.[0] : undefined;
  return field ?? (error instanceof Error ? error.message : String(error));
};

/**
 * The cart and wishlist actions with their toasts: every success says what changed, every failure
 * says what did not (never silent). Each mutation reloads everything of the module when it settles.
 */
export function useProductActions() {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const removeFromCart = useRemoveFromCart();
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useRemoveFromWishlist();
  const moveToCart = useMoveToCart();

  const done = (key: string, product: Named) =>
    notifications.show({
      color: 'green',
      title: t(`ecommerce.toast.${key}.title`),
      message: t(`ecommerce.toast.${key}.message`, { name: product.name }),
    });
  const failed = (key: string, product: Named, error: unknown) =>
    notifications.show({
      color: 'red',
      title: t(`ecommerce.toast.${key}.failed`, { name: product.name }),
      message: errorText(error),
    });

  /** Runs a mutation with its toasts; resolves either way (the toast reports a failure). */
  const run = async (key: string, product: Named, action: () => Promise<unknown>) => {
    try {
      await action();
      done(key, product);
    } catch (error) {
      failed(key, product, error);
    }
  };

  return {
    /** A cart or wishlist change is under way (until the module's queries have reloaded). */
    cartPending: addToCart.isPending || removeFromCart.isPending || moveToCart.isPending,
    wishlistPending:
      addToWishlist.isPending || removeFromWishlist.isPending || moveToCart.isPending,
    addToCart: (product: Named) =>
      run('addedToCart', product, () => addToCart.mutateAsync(product.id)),
    removeFromCart: (product: Named) =>
      run('removedFromCart', product, () => removeFromCart.mutateAsync(product.id)),
    toggleWishlist: (product: Named & { isInWishlist: boolean }) =>
      product.isInWishlist
        ? run('removedFromWishlist', product, () => removeFromWishlist.mutateAsync(product.id))
        : run('addedToWishlist', product, () => addToWishlist.mutateAsync(product.id)),
    removeFromWishlist: (product: Named) =>
      run('removedFromWishlist', product, () => removeFromWishlist.mutateAsync(product.id)),
    moveToCart: (product: Named & { isInCart: boolean }) =>
      run('movedToCart', product, () =>
        moveToCart.mutateAsync({ productId: product.id, isInCart: product.isInCart }),
      ),
  };
}
