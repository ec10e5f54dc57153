import { ActionIcon } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconRefresh, IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { type DashboardCardProps, DashboardCard } from './dashboard-card';

interface ActionsCardProps<T> extends Omit<DashboardCardProps<T>, 'actions'> {
  /** Called when the remove button is pressed; the page decides how to bring the card back. */
  onRemove?: () => void;
}

/**
 * A dashboard card with collapse, refresh and remove buttons (the card actions page,
 * `/cards/actions`). Apart from DashboardCard, so the dashboards do without the tooltips' code.
 */
export function ActionsCard<T>({ onRemove, ...props }: ActionsCardProps<T>) {
  return (
    <DashboardCard
      {...props}
      actions={({ collapsed, toggle }) => (
        <CardActions
          title={props.title}
          query={props.query}
          collapsed={collapsed}
          onToggle={toggle}
          onRemove={onRemove}
        />
      )}
    />
  );
}

interface CardActionsProps {
  title: string;
  query: UseQueryResult<unknown>;
  collapsed: boolean;
  onToggle: () => void;
  onRemove?: () => void;
}

function CardActions({ title, query, collapsed, onToggle, onRemove }: CardActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <HoverTooltip
        label={t(collapsed ? 'dashboard.actions.expand' : 'dashboard.actions.collapse')}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t(
            collapsed ? 'dashboard.actions.expandCard' : 'dashboard.actions.collapseCard',
            { card: title },
          )}
          aria-expanded={!collapsed}
          onClick={onToggle}
        >
          {collapsed ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
        </ActionIcon>
      </HoverTooltip>
      <HoverTooltip label={t('dashboard.actions.refresh')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('dashboard.actions.refreshCard', { card: title })}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </HoverTooltip>
      {onRemove && (
        <HoverTooltip label={t('dashboard.actions.remove')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('dashboard.actions.removeCard', { card: title })}
            onClick={onRemove}
          >
            <IconX size={18} />
          </ActionIcon>
        </HoverTooltip>
      )}
    </>
  );
}
