import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ActionsHelpCard } from './actions/actions-help-card';
import { CustomersCard } from './actions/customers-card';
import { GoalOverviewCard } from './actions/goal-overview-card';
import { OrdersCard, SubscribersCard } from './actions/count-cards';

const cards: { key: string; Card: ComponentType<{ onRemove: () => void }> }[] = [
  { key: 'orders', Card: OrdersCard },
  { key: 'subscribers', Card: SubscribersCard },
  { key: 'goal-overview', Card: GoalOverviewCard },
  { key: 'customers', Card: CustomersCard },
];

/** `/cards/actions`: live cards that collapse, refresh and go away until restored. */
export function ActionsCardsPage() {
  const { t } = useTranslation();
  const [removed, setRemoved] = useState<string[]>([]);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const count = useRef(removed.length);

  // The pressed button has gone with its card: keep the keyboard's place on the page.
  useEffect(() => {
    if (removed.length > count.current) restoreRef.current?.focus();
    else if (removed.length < count.current) gridRef.current?.focus();
    count.current = removed.length;
  }, [removed.length]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboard.actionsCards.title')}
        description={t('dashboard.actionsCards.description')}
        actions={
          removed.length > 0 && (
            <Button
              ref={restoreRef}
              leftSection={<IconRestore size={16} aria-hidden />}
              onClick={() => setRemoved([])}
            >
              {t('dashboard.actionsCards.restore')}
            </Button>
          )
        }
      />
      <SimpleGrid
        ref={gridRef}
        tabIndex={-1}
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        style={{ outline: 'none' }}
      >
        <ActionsHelpCard />
        {cards
          .filter(({ key }) => !removed.includes(key))
          .map(({ key, Card }) => (
            <Card key={key} onRemove={() => setRemoved((current) => [...current, key])} />
          ))}
      </SimpleGrid>
    </Stack>
  );
}
