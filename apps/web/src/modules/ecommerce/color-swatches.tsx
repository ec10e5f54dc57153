import { Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ProductColorOption } from '@beacon/contract/ecommerce-values';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ecommerce.module.css';

/** The theme colour each option is drawn in (shade 7: a white tick keeps its contrast). */
const swatchColor: Record<ProductColorOption, string> = {
  primary: 'var(--mantine-color-indigo-7)',
  success: 'var(--mantine-color-green-8)',
  warning: 'var(--mantine-color-orange-8)',
  danger: 'var(--mantine-color-red-8)',
  info: 'var(--mantine-color-cyan-8)',
};

interface ColorSwatchesProps {
  options: readonly ProductColorOption[];
  value: ProductColorOption | undefined;
  onChange: (color: ProductColorOption) => void;
}

/**
 * The product's colours as a radio group: Tab reaches the chosen one, arrow keys move between
 * them, and each is named by its colour.
 */
export function ColorSwatches({ options, value, onChange }: ColorSwatchesProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={classes.swatches}>
      <Text component="legend" fw={600} size="sm" mb={6}>
        {value
          ? t('ecommerce.detail.colorChosen', { color: t(`ecommerce.colors.${value}`) })
          : t('ecommerce.detail.colors')}
      </Text>
      {options.map((color) => (
        <label
          key={color}
          className={classes.swatch}
          style={{ '--swatch-color': swatchColor[color] } as CSSProperties}
        >
          <input
            type="radio"
            name={name}
            value={color}
            checked={value === color}
            onChange={() => onChange(color)}
            className={classes.swatchInput}
          />
          <span className={classes.swatchDot} aria-hidden>
            {value === color && <IconCheck size={18} />}
          </span>
          <VisuallyHidden>{t(`ecommerce.colors.${color}`)}</VisuallyHidden>
        </label>
      ))}
    </fieldset>
  );
}
