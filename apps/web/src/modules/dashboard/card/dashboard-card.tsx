import { Card, Collapse, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { PeriodMenu } from './period-menu';

export interface DashboardCardProps<T> {
  title: string;
  subtitle?: string;
  /** The card's own request; its loading and error states are drawn here, its data by `children`. */
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** When given, the card has the period menu. */
  period?: { value: AnalyticsPeriodKey; onChange: (period: AnalyticsPeriodKey) => void };
  /** The skeleton's height while the figures load, about the card's body height. */
  skeletonHeight?: number;
  /** Buttons at the header's end that may collapse the body (ActionsCard's, `/cards/actions`). */
  actions?: (body: { collapsed: boolean; toggle: () => void }) => ReactNode;
  /** Anything else the header holds at its end (a year menu, a link). */
  headerEnd?: ReactNode;
}

/**
 * A dashboard card, a region named by its title: optional period menu, its body once the figures
 * have loaded, a skeleton before, an error with a retry button if they could not be loaded.
 */
export function DashboardCard<T>({
  title,
  subtitle,
  query,
  children,
  period,
  skeletonHeight = 120,
  actions,
  headerEnd,
}: DashboardCardProps<T>) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const titleId = useId();
  // The figures arrive through the query's store, an update React renders in one go: a dashboard's
  // cards, drawn at once, would hold the main thread in one long task. Drawn from a deferred copy,
  // the bodies render as a transition, a few milliseconds at a time.
  const shown = useDeferredValue(query.data);
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      padding="lg"
      h="100%"
      aria-busy={query.isPending || undefined}
    >
      {/* The header's end (sample badge, period menu) never shrinks into "Last 28 Da…": when the
          title leaves it too little room it goes to a line of its own, still at the end. */}
      <Group justify="space-between" align="flex-start" gap="xs" mb="md">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={titleId}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" ms="auto" style={{ flexShrink: 0 }}>
          {headerEnd}
          {period && (
            <PeriodMenu value={period.value} onChange={period.onChange} cardTitle={title} />
          )}
          {actions?.({ collapsed, toggle: () => setCollapsed((c) => !c) })}
        </Group>
      </Group>
      <Collapse expanded={!collapsed}>
        {query.isPending ? (
          <Skeleton height={skeletonHeight} radius="md" />
        ) : query.isError ? (
          <QueryErrorAlert
            message={t('dashboard.loadFailed', { card: title })}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : shown === undefined ? (
          <Skeleton height={skeletonHeight} radius="md" />
        ) : (
          children(shown)
        )}
      </Collapse>
    </Card>
  );
}
