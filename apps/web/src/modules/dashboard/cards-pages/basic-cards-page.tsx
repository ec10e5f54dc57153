import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AlignmentCards } from './basic/alignment-cards';
import { BorderedCards, FilledCards } from './basic/colour-cards';
import { ContentCard, ImageCard, LinksCard, ListGroupCard } from './basic/content-cards';
import { DemoSection } from './basic/demo-card';
import { HeaderFooterCard } from './basic/header-footer-card';
import { KitchenSinkCard } from './basic/kitchen-sink-card';

/** `/cards/basic`: the kinds of card a page is built from, each link leading somewhere real. */
export function BasicCardsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <PageHeader
        title={t('dashboard.basicCards.title')}
        description={t('dashboard.basicCards.description')}
      />
      <DemoSection title={t('dashboard.basicCards.sections.content')}>
        <ContentCard />
        <ImageCard />
        <LinksCard />
        <ListGroupCard />
        <HeaderFooterCard />
        <KitchenSinkCard />
      </DemoSection>
      <DemoSection title={t('dashboard.basicCards.sections.alignment')}>
        <AlignmentCards />
      </DemoSection>
      <DemoSection title={t('dashboard.basicCards.sections.filled')}>
        <FilledCards />
      </DemoSection>
      <DemoSection title={t('dashboard.basicCards.sections.bordered')}>
        <BorderedCards />
      </DemoSection>
    </Stack>
  );
}
