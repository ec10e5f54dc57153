import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { analyticsPeriodKeys, type AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/deferred-menu';

interface PeriodMenuProps {
  value: AnalyticsPeriodKey;
  onChange: (period: AnalyticsPeriodKey) => void;
  /** The card's title, so each menu's button has a name of its own. */
  cardTitle: string;
}

/** The card's three periods, as a "Last 28 Days" dropdown. */
export function PeriodMenu({ value, onChange, cardTitle }: PeriodMenuProps) {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      menuProps={{ position: 'bottom-end', withinPortal: true }}
      target={
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('dashboard.period.choose', {
            card: cardTitle,
            period: t(`dashboard.period.${value}`),
          })}
        >
          {t(`dashboard.period.${value}`)}
        </Button>
      }
    >
      {(Menu) =>
        analyticsPeriodKeys.map((key) => (
          <Menu.Item
            key={key}
            onClick={() => onChange(key)}
            aria-current={key === value ? 'true' : undefined}
            fw={key === value ? 600 : undefined}
          >
            {t(`dashboard.period.${key}`)}
          </Menu.Item>
        ))
      }
    </DeferredMenu>
  );
}
