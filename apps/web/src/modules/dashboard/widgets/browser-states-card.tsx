import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ring } from '../../../components/ring';
import { DashboardCard } from '../card/dashboard-card';
import { SampleBadge } from '../card/sample-badge';
import { useFigures } from '../card/use-figures';
import { useSampleQuery } from './use-sample-query';
import { browserShares } from './widget-samples';

/** Visits by browser. The app tracks no visits: sample figures, marked as such. */
export function BrowserStatesCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useSampleQuery('browser-states', browserShares);
  return (
    <DashboardCard
      title={t('dashboard.widgets.browserStates.title')}
      subtitle={t('dashboard.widgets.browserStates.subtitle')}
      query={query}
      headerEnd={<SampleBadge />}
    >
      {(browsers) => (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {browsers.map(({ name, icon: BrowserIcon, color, share }) => (
            <Group component="li" key={name} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color={color} size="lg" radius="xl" aria-hidden>
                  <BrowserIcon size={20} />
                </ThemeIcon>
                <Text size="sm" fw={500}>
                  {name}
                </Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {figures.percent(share)}
                </Text>
                <Ring
                  size={36}
                  thickness={4}
                  roundCaps
                  value={share}
                  color={`${color}.6`}
                  aria-hidden
                />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
