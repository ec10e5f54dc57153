import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireAbility } from '../../../../lib/guard';
import { CheckoutPage } from '../../../../modules/ecommerce/checkout/checkout-page';
import { checkoutSteps } from '../../../../modules/ecommerce/checkout/checkout-steps';

/** A database id: a positive whole number (anything else in an edited link is dropped). */
const id = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
  undefined,
);

// zod/mini rather than the contract's schemas: route files are in the first-paint bundle.
const searchSchema = z.object({
  step: z._default(z.catch(z.enum(checkoutSteps), 'cart'), 'cart'),
  /** The delivery address chosen on the address step. */
  address: id,
  /** A placed order: the confirmation screen shows it. */
  order: id,
});

export const Route = createFileRoute('/_app/apps/ecommerce/checkout')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ step: 'cart' })] },
  beforeLoad: () => requireAbility('read', 'Ecommerce'),
  component: CheckoutPage,
});
