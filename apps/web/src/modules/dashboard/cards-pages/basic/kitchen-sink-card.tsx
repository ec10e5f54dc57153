import { Card, Group, Image, List, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../../components/anchor-link';
import { DemoCard } from './demo-card';

const k = 'dashboard.basicCards.kitchenSink';

const points = ['catalogue', 'delivery', 'returns'] as const;

/** Everything at once: an image, a title, a text, a list and links. */
export function KitchenSinkCard() {
  const { t } = useTranslation();
  return (
    <DemoCard
      title={t(`${k}.title`)}
      before={
        <Card.Section>
          <Image
            src="/assets/images/knowledge-base/sales-automation.svg"
            alt={t(`${k}.alt`)}
            h={160}
            fit="contain"
            bg="var(--mantine-color-default-hover)"
          />
        </Card.Section>
      }
    >
      <Text size="sm">{t(`${k}.text`)}</Text>
      <List
        size="sm"
        spacing={6}
        icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}
      >
        {points.map((point) => (
          <List.Item key={point}>{t(`${k}.points.${point}`)}</List.Item>
        ))}
      </List>
      <Group gap="lg" mt="auto">
        <AnchorLink to="/apps/ecommerce/shop" size="sm">
          {t(`${k}.shop`)}
        </AnchorLink>
        <AnchorLink to="/pages/faq" size="sm">
          {t(`${k}.faq`)}
        </AnchorLink>
      </Group>
    </DemoCard>
  );
}
