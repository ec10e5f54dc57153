import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DemoCard } from './demo-card';

const k = 'dashboard.basicCards.colours';

/**
 * Each background with the text colour that keeps WCAG AA's 4.5:1 in both colour schemes: white
 * on the darker shades (teal, red and cyan need shade 9), black on yellow, where white fails.
 */
const colours = [
  { key: 'primary', bg: 'var(--mantine-primary-color-filled)', c: 'white', border: 'indigo.6' },
  { key: 'secondary', bg: 'gray.7', c: 'white', border: 'gray.6' },
  { key: 'success', bg: 'teal.9', c: 'white', border: 'teal.6' },
  { key: 'danger', bg: 'red.9', c: 'white', border: 'red.6' },
  { key: 'warning', bg: 'yellow.4', c: 'black', border: 'yellow.6' },
  { key: 'info', bg: 'cyan.9', c: 'white', border: 'cyan.6' },
] as const;

/** Cards filled with a colour. */
export function FilledCards() {
  const { t } = useTranslation();
  return colours.map(({ key, bg, c }) => (
    // The bordered skin's border would show as a grey line round the colour.
    <DemoCard key={key} title={t(`${k}.names.${key}`)} bg={bg} c={c} bd="none">
      <Text size="sm">{t(`${k}.filledText`)}</Text>
    </DemoCard>
  ));
}

/** Cards with a coloured border; the text keeps the theme's colours. */
export function BorderedCards() {
  const { t } = useTranslation();
  return colours.map(({ key, border }) => (
    <DemoCard
      key={key}
      title={t(`${k}.names.${key}`)}
      withBorder
      style={{ borderColor: `var(--mantine-color-${border.replace('.', '-')})`, borderWidth: 2 }}
    >
      <Text size="sm">{t(`${k}.borderedText`)}</Text>
    </DemoCard>
  ));
}
