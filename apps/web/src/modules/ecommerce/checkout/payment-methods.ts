import type { PaymentMethod } from '@beacon/contract/ecommerce-values';

/** The i18n key of each payment method's name and description (`checkout.payment.methods.<key>`). */
export const paymentMethodKey: Record<PaymentMethod, string> = {
  card: 'card',
  'net-banking': 'netBanking',
  emi: 'emi',
  cod: 'cod',
};
