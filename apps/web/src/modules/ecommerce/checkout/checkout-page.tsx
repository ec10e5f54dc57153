import { Button, Stack, Stepper } from '@mantine/core';
import { IconCreditCard, IconMapPin, IconPackage, IconShoppingCart } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AddressStep } from './address-step';
import classes from './checkout.module.css';
import { CartStep } from './cart-step';
import { type CheckoutStep, checkoutSteps } from './checkout-steps';
import { OrderConfirmation } from './order-confirmation';
import { PaymentStep } from './payment-step';
import { stepTitleId } from './step-title';

const route = getRouteApi('/_app/apps/ecommerce/checkout');

const icons = {
  cart: IconShoppingCart,
  address: IconMapPin,
  payment: IconCreditCard,
} as const;

/**
 * `/apps/ecommerce/checkout`: cart → address → payment, the step in the URL (`?step=`), the chosen
 * address too (`?address=`), so a reload or Back lands on the same screen. Steps can be visited in
 * any order. After "Place order" the URL names the order (`?order=`) and the confirmation shows.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const active = checkoutSteps.indexOf(search.step);

  const go = (step: CheckoutStep, address = search.address) =>
    void navigate({ search: { step, address } });

  // A step change moves the keyboard to the new step's heading (not on the first render).
  const shown = useRef(search.step);
  useEffect(() => {
    if (shown.current === search.step) return;
    shown.current = search.step;
    document.getElementById(stepTitleId)?.focus();
  }, [search.step]);

  if (search.order !== undefined) return <OrderConfirmation id={search.order} />;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('checkout.title')}
        actions={
          <Button
            component={Link}
            to="/apps/ecommerce/orders"
            variant="default"
            leftSection={<IconPackage size={16} aria-hidden />}
          >
            {t('checkout.myOrders')}
          </Button>
        }
      />
      <Stepper
        active={active}
        onStepClick={(index) => {
          const step = checkoutSteps[index];
          if (step) go(step);
        }}
        size="sm"
        contentPadding="lg"
        wrap={false}
        classNames={{
          steps: classes.steps,
          step: classes.step,
          stepBody: classes.stepBody,
          separator: classes.separator,
        }}
      >
        {checkoutSteps.map((step, index) => {
          const Icon = icons[step];
          return (
            <Stepper.Step
              key={step}
              label={t(`checkout.steps.${step}`)}
              icon={<Icon size={18} aria-hidden />}
              aria-current={index === active ? 'step' : undefined}
            >
              {step === 'cart' && <CartStep onContinue={() => go('address')} />}
              {step === 'address' && (
                <AddressStep selected={search.address} onDeliver={(id) => go('payment', id)} />
              )}
              {step === 'payment' && (
                <PaymentStep
                  addressId={search.address}
                  onChangeAddress={() => go('address')}
                  onPlaced={(order) =>
                    void navigate({ search: { step: 'cart', order: order.id }, replace: true })
                  }
                />
              )}
            </Stepper.Step>
          );
        })}
      </Stepper>
    </Stack>
  );
}
