import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../../components/anchor-link';
import { RouterNavLink } from '../../../../components/router-nav-link';
import { DemoCard } from './demo-card';

const k = 'dashboard.basicCards';

/** A text and a link: the plainest card. */
export function ContentCard() {
  const { t } = useTranslation();
  return (
    <DemoCard title={t(`${k}.content.title`)}>
      <Text size="sm">{t(`${k}.content.text`)}</Text>
      <AnchorLink to="/pages/faq" size="sm" mt="auto">
        {t(`${k}.content.link`)}
      </AnchorLink>
    </DemoCard>
  );
}

/** An image flush with the top edge, then the title, a text and a button. */
export function ImageCard() {
  const { t } = useTranslation();
  return (
    <DemoCard
      title={t(`${k}.image.title`)}
      before={
        <Card.Section>
          <Image src="/assets/images/blog/1.svg" alt={t(`${k}.image.alt`)} h={160} fit="cover" />
        </Card.Section>
      }
    >
      <Text size="sm">{t(`${k}.image.text`)}</Text>
      <Button component={Link} to="/pages/blog/list" mt="auto" style={{ alignSelf: 'flex-start' }}>
        {t(`${k}.image.button`)}
      </Button>
    </DemoCard>
  );
}

/** A title, a subtitle under it, a text and two links side by side. */
export function LinksCard() {
  const { t } = useTranslation();
  return (
    <DemoCard title={t(`${k}.links.title`)}>
      <Text size="sm" c="dimmed" mt={-8}>
        {t(`${k}.links.subtitle`)}
      </Text>
      <Text size="sm">{t(`${k}.links.text`)}</Text>
      <Group gap="lg" mt="auto">
        <AnchorLink to="/pages/pricing" size="sm">
          {t(`${k}.links.pricing`)}
        </AnchorLink>
        <AnchorLink to="/pages/knowledge-base" size="sm">
          {t(`${k}.links.knowledgeBase`)}
        </AnchorLink>
      </Group>
    </DemoCard>
  );
}

const listItems = [
  { key: 'orders', to: '/apps/ecommerce/orders' },
  { key: 'invoices', to: '/apps/invoice/list' },
  { key: 'users', to: '/apps/user/list' },
  { key: 'todo', to: '/apps/todo' },
] as const;

/** A list of places, one per row, each a link. */
export function ListGroupCard() {
  const { t } = useTranslation();
  return (
    <DemoCard title={t(`${k}.list.title`)}>
      <Text size="sm">{t(`${k}.list.text`)}</Text>
      <Card.Section withBorder component="nav" aria-label={t(`${k}.list.title`)}>
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {listItems.map((item) => (
            <li key={item.key}>
              <RouterNavLink
                to={item.to}
                label={t(`${k}.list.items.${item.key}`)}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              />
            </li>
          ))}
        </Stack>
      </Card.Section>
    </DemoCard>
  );
}
