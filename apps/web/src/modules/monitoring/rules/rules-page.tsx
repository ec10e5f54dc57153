import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useAbility } from '@casl/react';
import type { MongoAbility } from '@casl/ability';
import type { Rule } from '@beacon/contract/monitoring';
import { demoRoleNames, sampleRoleNames } from '@beacon/contract/access-values';
import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PanelDrawer } from '../../../components/panel-drawer';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useMonitoringEvents } from '../live/use-monitoring-events';
import { sensorKeys, sensorListQuery } from '../sensors/sensors.queries';
import { DeleteRuleDialog } from './delete-rule-dialog';
import { RuleForm } from './rule-form';
import { ruleKeys, roleNamesQuery, rulesQuery } from './rules.queries';
import { RulesTable } from './rules-table';

// Without read access to the roles, the form offers the roles every install starts with.
const knownRoles = [...sampleRoleNames, ...demoRoleNames];

/** `/alarmconfigs`: the alarm rules, added, changed, turned on and off, deleted. */
export function RulesPage() {
  const { t } = useTranslation();
  const ability = useAbility<MongoAbility>();
  const client = useQueryClient();
  const rules = useQuery(rulesQuery());
  // Retired sensors too: a rule may still name one, and its name should show.
  const sensors = useQuery(sensorListQuery({ retired: 'true' }));
  const roles = useQuery({ ...roleNamesQuery(), enabled: ability.can('read', 'Access') });
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  useMonitoringEvents((event) => {
    if (event.type !== monitoringEventTypes.setup) return;
    if (event.what === 'rules') void client.invalidateQueries({ queryKey: ruleKeys.all });
    if (event.what === 'sensors') void client.invalidateQueries({ queryKey: sensorKeys.all });
  });

  const allSensors = sensors.data?.sensors ?? [];
  const inUse = allSensors.filter((sensor) => sensor.retiredAt === null);
  const canCreate = ability.can('create', 'MonitoringSetup');
  const canChange = ability.can('update', 'MonitoringSetup');
  const canDelete = ability.can('delete', 'MonitoringSetup');

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('monitoringRules.title')}
        description={t('monitoringRules.subtitle')}
        actions={
          canCreate ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t('monitoringRules.add')}
            </Button>
          ) : null
        }
      />
      <Paper withBorder radius="md" p="md">
        {rules.isError ? (
          <QueryErrorAlert
            message={t('monitoringRules.loadFailed')}
            onRetry={() => void rules.refetch()}
            retrying={rules.isFetching}
          />
        ) : !rules.data ? (
          <Skeleton height={240} radius="md" />
        ) : rules.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('monitoringRules.empty')}
          </Text>
        ) : (
          <RulesTable
            rules={rules.data}
            sensors={allSensors}
            canChange={canChange}
            canDelete={canDelete}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </Paper>
      <PanelDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new'
            ? t('monitoringRules.form.addTitle')
            : t('monitoringRules.form.editTitle')
        }
      >
        {editing !== null ? (
          <RuleForm
            rule={editing === 'new' ? null : editing}
            sensors={inUse}
            zones={sensors.data?.zones ?? []}
            roles={roles.data ?? knownRoles}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </PanelDrawer>
      <DeleteRuleDialog rule={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
