import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DemoCard } from './demo-card';

const k = 'dashboard.basicCards.alignment';

// Start and end, not left and right: in Arabic the start is on the right.
const alignments = [
  { key: 'start', justify: 'flex-start', to: '/apps/ecommerce/shop' },
  { key: 'center', justify: 'center', to: '/pages/pricing' },
  { key: 'end', justify: 'flex-end', to: '/pages/faq' },
] as const;

/** The same card three times, its text aligned to the start, the centre and the end. */
export function AlignmentCards() {
  const { t } = useTranslation();
  return alignments.map(({ key, justify, to }) => (
    <DemoCard key={key} title={t(`${k}.${key}.title`)} ta={key}>
      <Text size="sm">{t(`${k}.text`)}</Text>
      <Group justify={justify} mt="auto">
        <Button component={Link} to={to} variant="default">
          {t(`${k}.${key}.button`)}
        </Button>
      </Group>
    </DemoCard>
  ));
}
