import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SensorTile } from '@beacon/contract/monitoring';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { severityColor } from '../alarms/alarm-severity-badge';
import { isolate } from '../live/isolate';
import { useReadingFormats } from '../report/reading-format';
import { SensorStateBadge } from '../sensors/sensor-state-badge';
import { stateAt } from './overview-cache';
import classes from './overview.module.css';
import { SparkLine } from './spark-line';

/**
 * One sensor: its name (a link to its chart, covering the tile), zone, state, current value, the
 * extremes and hourly line of the last 24 hours, and its most severe active alarm, which also
 * colours the tile's border. The state is worked out at `now`, so a silent sensor turns stale
 * while the page stays open.
 */
export function SensorTileCard({ tile, now }: { tile: SensorTile; now: number }) {
  const { t } = useTranslation();
  const formats = useReadingFormats();
  const nameId = useId();
  const color = tile.alarm ? `var(--mantine-color-${severityColor[tile.alarm]}-6)` : undefined;
  const figure = (value: number | null) => (value === null ? '—' : formats.value(value, tile.unit));
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      className={classes.tile}
      aria-labelledby={nameId}
      data-alarm={tile.alarm ?? undefined}
      // Inline, so it wins over the card's own border whatever order the styles load in.
      style={color ? { borderColor: color, borderWidth: 2, borderInlineStartWidth: 6 } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Title order={2} fz="md" fw={600} lineClamp={2}>
            <Link
              to="/dynamic"
              search={{ sensors: [tile.id] }}
              className={classes.link}
              aria-label={t('monitoringOverview.tile.open', { name: tile.name })}
            >
              <span id={nameId} dir="auto">
                {tile.name}
              </span>
            </Link>
          </Title>
          <Text size="sm" c="dimmed" truncate dir="auto">
            {tile.zone}
          </Text>
        </Stack>
        <SensorStateBadge state={stateAt(tile, now)} />
      </Group>
      <Text fz={32} fw={700} lh={1.25} mt="sm" data-testid="tile-value">
        <bdi>{figure(tile.lastValue)}</bdi>
      </Text>
      <Text size="sm" c="dimmed">
        {t('monitoringOverview.tile.range', {
          min: isolate(figure(tile.min24h)),
          max: isolate(figure(tile.max24h)),
        })}
      </Text>
      <Stack gap={4} mt="sm">
        <SparkLine values={tile.spark} color={color ?? 'var(--mantine-primary-color-filled)'} />
        <Text size="xs" c="dimmed">
          {t('monitoringOverview.tile.sparkCaption')}
        </Text>
      </Stack>
      {tile.alarm && (
        // The dot variant keeps the words in the text colour (AA in both skins); the colour is
        // never the only sign.
        <Badge
          variant="dot"
          color={severityColor[tile.alarm]}
          radius="sm"
          mt="sm"
          styles={{ label: { overflow: 'visible' } }}
        >
          {t(`monitoringOverview.tile.alarm.${tile.alarm}`)}
        </Badge>
      )}
    </Card>
  );
}
