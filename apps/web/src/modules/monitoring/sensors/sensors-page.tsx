import { Button, Group, Paper, Select, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useAbility } from '@casl/react';
import type { MongoAbility } from '@casl/ability';
import type { Sensor, SensorTokenReply } from '@beacon/contract/monitoring';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PanelDrawer } from '../../../components/panel-drawer';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { UrlSearchInput } from '../../../components/url-search-input';
import { RetireSensorDialog, RotateTokenDialog } from './sensor-confirm-dialogs';
import { SensorForm } from './sensor-form';
import type { SensorAction } from './sensor-row-actions';
import { sensorListQuery, sensorsQuery } from './sensors.queries';
import { SensorsTable } from './sensors-table';
import { SimulatorSwitch } from './simulator-switch';
import { TokenDialog } from './token-dialog';
import { useSensorsLive } from './use-sensors-live';
import { useSensorsSearch } from './use-sensors-search';

/** `/apps/sensors`: the sensors, found by name and zone; adding, editing, retiring, new tokens. */
export function SensorsPage() {
  const { t } = useTranslation();
  const ability = useAbility<MongoAbility>();
  const [search, update] = useSensorsSearch();
  const list = useQuery(
    sensorListQuery({
      q: search.q || undefined,
      zone: search.zone,
      retired: search.retired ? 'true' : undefined,
    }),
  );
  useSensorsLive();
  // Null: the drawer is closed; 'new': adding one.
  const [editing, setEditing] = useState<Sensor | 'new' | null>(null);
  const [retiring, setRetiring] = useState<Sensor | null>(null);
  const [rotating, setRotating] = useState<Sensor | null>(null);
  const [token, setToken] = useState<SensorTokenReply | null>(null);
  // Every zone in use, whatever the list is filtered by: the filter and the form offer them all.
  const zones = useQuery(sensorsQuery()).data?.zones ?? [];

  const act = (sensor: Sensor, action: SensorAction) => {
    if (action === 'edit') setEditing(sensor);
    else if (action === 'rotate') setRotating(sensor);
    else setRetiring(sensor);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('monitoringSensors.title')}
        description={t('monitoringSensors.subtitle')}
        actions={
          ability.can('create', 'MonitoringSetup') ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t('monitoringSensors.add')}
            </Button>
          ) : null
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <UrlSearchInput
              q={search.q}
              onSearch={(q) => update({ q }, { replace: true })}
              label={t('monitoringSensors.search')}
              style={{ flex: '1 1 200px' }}
            />
            <Select
              label={t('monitoringSensors.zoneFilter')}
              placeholder={t('monitoringSensors.allZones')}
              data={search.zone && !zones.includes(search.zone) ? [search.zone, ...zones] : zones}
              value={search.zone ?? null}
              onChange={(zone) => update({ zone: zone ?? undefined })}
              clearable
              style={{ flex: '1 1 160px' }}
            />
            <Switch
              label={t('monitoringSensors.showRetired')}
              checked={search.retired}
              onChange={(event) => update({ retired: event.currentTarget.checked })}
              mb={8}
            />
          </Group>
          {list.isError ? (
            <QueryErrorAlert
              message={t('monitoringSensors.loadFailed')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : !list.data ? (
            <Skeleton height={240} radius="md" />
          ) : list.data.sensors.length === 0 ? (
            <Text c="dimmed" size="sm">
              {search.q || search.zone
                ? t('monitoringSensors.noMatch')
                : t('monitoringSensors.empty')}
            </Text>
          ) : (
            <SensorsTable sensors={list.data.sensors} onAction={act} />
          )}
        </Stack>
      </Paper>
      <SimulatorSwitch />
      <PanelDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new'
            ? t('monitoringSensors.form.addTitle')
            : t('monitoringSensors.form.editTitle')
        }
      >
        {editing !== null ? (
          <SensorForm
            sensor={editing === 'new' ? null : editing}
            zones={zones}
            onDone={() => setEditing(null)}
            onCreated={setToken}
          />
        ) : null}
      </PanelDrawer>
      <RetireSensorDialog sensor={retiring} onClose={() => setRetiring(null)} />
      <RotateTokenDialog sensor={rotating} onClose={() => setRotating(null)} onRotated={setToken} />
      <TokenDialog reply={token} onClose={() => setToken(null)} />
    </Stack>
  );
}
