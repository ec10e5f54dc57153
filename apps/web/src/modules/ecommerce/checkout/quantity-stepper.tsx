import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { cartQtyMax, cartQtyMin } from '@beacon/contract/ecommerce-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  /** The product's name, for the controls' accessible names. */
  name: string;
  value: number;
  onChange: (qty: number) => void;
  disabled?: boolean;
  /** id of the element that says why the value was refused; marks the field invalid. */
  errorId?: string;
}

const clamp = (qty: number) => Math.min(cartQtyMax, Math.max(cartQtyMin, qty));

/**
 * − [qty] +, from 1 to 10. The field takes typing and the arrow keys; an empty or partial entry is
 * kept only while typing and reverts to the value on blur, so only whole numbers in range are sent.
 */
export function QuantityStepper({
  name,
  value,
  onChange,
  disabled,
  errorId,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  // What the field shows while the user types ('' while they clear it to type another number).
  const [typing, setTyping] = useState<string | number | null>(null);
  const set = (qty: number) => {
    const next = clamp(qty);
    if (next !== value) onChange(next);
  };

  return (
    // The group carries the error: Mantine sets the field's own aria-describedby.
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={t('checkout.cart.quantityOf', { name })}
      aria-describedby={errorId}
    >
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('checkout.cart.decrease', { name })}
        disabled={disabled || value <= cartQtyMin}
        onClick={() => set(value - 1)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <NumberInput
        aria-label={t('checkout.cart.quantityOf', { name })}
        error={errorId !== undefined}
        value={typing ?? value}
        min={cartQtyMin}
        max={cartQtyMax}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        disabled={disabled}
        w={56}
        styles={{ input: { textAlign: 'center' } }}
        onChange={(next) => {
          if (typeof next === 'number' && Number.isInteger(next)) {
            setTyping(null);
            set(next);
          } else setTyping(next);
        }}
        onBlur={() => setTyping(null)}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('checkout.cart.increase', { name })}
        disabled={disabled || value >= cartQtyMax}
        onClick={() => set(value + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
