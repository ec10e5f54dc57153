import { createFileRoute } from '@tanstack/react-router';
import { integer, oneOf, searchWithDefaults } from '../../../../lib/search-params';
import { requireAbility } from '../../../../lib/guard';
import { CheckoutPage } from '../../../../modules/ecommerce/checkout/checkout-page';
import { checkoutSteps } from '../../../../modules/ecommerce/checkout/checkout-steps';

/** A database id: a positive whole number (anything else in an edited link is dropped). */
const id = integer({ min: 1, max: 2_147_483_647 });

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    step: oneOf(checkoutSteps),
    /** The delivery address chosen on the address step. */
    address: id,
    /** A placed order: the confirmation screen shows it. */
    order: id,
  },
  { step: 'cart' },
);

export const Route = createFileRoute('/_app/apps/ecommerce/checkout')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Ecommerce'),
  component: CheckoutPage,
});
