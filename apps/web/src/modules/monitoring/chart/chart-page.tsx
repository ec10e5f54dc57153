import { Alert, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/http';
import { useNow } from '../live/use-now';
import { ChartControls } from './chart-controls';
import { useChartFormats } from './chart-formats';
import { ChartSummary } from './chart-summary';
import { isLive, rangeOf } from './chart-window';
import { seriesQuery } from './series.queries';
import { useChartLive } from './use-chart-live';
import { useChartSearch } from './use-chart-search';

// recharts is the page's heaviest part: the controls paint first, the chart when it comes.
const SeriesChart = lazy(() => import('./series-chart'));

const chartHeight = 360;
/** How often a live window's axis moves on while no reading comes. */
const slideEveryMs = 15_000;

/** The API's own words for a refused request (a range too long), else the page's. */
const reasonOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.fields
    ? Object.values(error.fields).flat().join(' ')
    : undefined;

/** `/dynamic`: the chosen sensors' readings over a window, live for the short ones. */
export function ChartPage() {
  const { t } = useTranslation();
  const [search, update] = useChartSearch();
  const sensors = search.sensors ?? [];
  const live = isLive(search.window);
  const now = useNow(live ? slideEveryMs : null);
  const chosen = { ...search, sensors };
  const series = useQuery({
    ...seriesQuery(chosen),
    enabled: sensors.length > 0,
    placeholderData: keepPreviousData,
  });
  useChartLive(chosen);

  const data = series.data;
  // A custom window shows the URL's range; a live one runs to now; the others show the range they
  // were loaded for (until then, the one they will be).
  const loaded = data && !series.isPlaceholderData ? data : undefined;
  const domain =
    search.window === 'custom' || !loaded
      ? rangeOf(search, now)
      : live
        ? {
            from: Math.max(now, loaded.to) - (loaded.to - loaded.from),
            to: Math.max(now, loaded.to),
          }
        : { from: loaded.from, to: loaded.to };
  const formats = useChartFormats(domain.to - domain.from);
  const names = data?.series.map((one) => one.name).join(', ') ?? '';

  let body: ReactNode;
  if (sensors.length === 0)
    body = (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconChartLine size={32} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed">{t('monitoringChart.page.choose')}</Text>
      </Stack>
    );
  else if (series.isError && !data)
    body = (
      <QueryErrorAlert
        message={reasonOf(series.error) ?? t('monitoringChart.page.loadFailed')}
        onRetry={() => void series.refetch()}
        retrying={series.isFetching}
      />
    );
  else if (!data) body = <Skeleton height={chartHeight} radius="md" />;
  else {
    const empty = data.series.every((one) => one.points.length === 0);
    body = (
      <Stack gap="md">
        {series.isError && (
          <Alert color="red" variant="light" title={t('monitoringChart.page.stale')}>
            {reasonOf(series.error) ?? t('monitoringChart.page.loadFailed')}
          </Alert>
        )}
        {empty ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('monitoringChart.page.empty')}
          </Text>
        ) : (
          <div
            role="img"
            aria-label={t('monitoringChart.page.chartLabel', {
              sensors: names,
              from: formats.formatTime(domain.from),
              to: formats.formatTime(domain.to),
            })}
            style={{ opacity: series.isPlaceholderData ? 0.6 : 1 }}
          >
            <Suspense fallback={<Skeleton height={chartHeight} radius="md" />}>
              <SeriesChart data={data} domain={domain} height={chartHeight} {...formats} />
            </Suspense>
          </div>
        )}
        <ChartSummary
          series={data.series}
          caption={t('monitoringChart.summary.caption', {
            from: formats.formatTime(domain.from),
            to: formats.formatTime(domain.to),
          })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('monitoringChart.page.title')}
        description={t(
          live ? 'monitoringChart.page.descriptionLive' : 'monitoringChart.page.description',
        )}
      />
      <Card padding="md">
        <ChartControls search={search} range={domain} update={update} />
      </Card>
      <Card padding="md">{body}</Card>
    </Stack>
  );
}
