import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const k = 'dashboard.basicCards.headerFooter';

/** A header band with the title, the body, and a footer band with what to do next. */
export function HeaderFooterCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Card.Section withBorder inheritPadding py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="h4" id={titleId}>
            {t(`${k}.title`)}
          </Title>
          <Badge>{t(`${k}.badge`)}</Badge>
        </Group>
      </Card.Section>
      <Text size="sm" py="md">
        {t(`${k}.text`)}
      </Text>
      <Card.Section withBorder inheritPadding py="sm" mt="auto">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t(`${k}.footer`)}
          </Text>
          <Button component={Link} to="/apps/ecommerce/shop" size="xs">
            {t(`${k}.button`)}
          </Button>
        </Group>
      </Card.Section>
    </Card>
  );
}
