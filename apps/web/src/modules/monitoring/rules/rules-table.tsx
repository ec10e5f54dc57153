import { ActionIcon, Group, Switch, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Rule, Sensor } from '@beacon/contract/monitoring';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../../lib/form-errors';
import { useFormats, usePageAlign } from '../../../lib/format';
import { AlarmSeverityBadge } from '../alarms/alarm-severity-badge';
import { ruleBodyOf } from './rule-values';
import { conditionInWords, guardsInWords } from './rule-words';
import { useSaveRule } from './rules.queries';

interface RulesTableProps {
  rules: readonly Rule[];
  sensors: readonly Sensor[];
  /** Whether the reader may change rules: the switch and the buttons then work. */
  canChange: boolean;
  canDelete: boolean;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}

function EnabledSwitch({ rule, disabled }: { rule: Rule; disabled: boolean }) {
  const { t } = useTranslation();
  const save = useSaveRule();
  return (
    <Switch
      aria-label={t('monitoringRules.table.enabledOf', { name: rule.name })}
      checked={save.isPending ? !rule.enabled : rule.enabled}
      disabled={disabled || save.isPending}
      onChange={(event) =>
        save.mutate(
          { id: rule.id, body: { ...ruleBodyOf(rule), enabled: event.currentTarget.checked } },
          {
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: t('monitoringRules.form.failed'),
                message: failureReason(error, {
                  forbidden: t('monitoringRules.errors.forbidden'),
                  orFieldMessage: true,
                  fallback: t('common.error.load'),
                }),
              }),
          },
        )
      }
    />
  );
}

/** The rules: what each watches, in words, with its guards, severity and who is told. */
export function RulesTable(props: RulesTableProps) {
  const { rules, sensors, canChange, canDelete, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const formats = useFormats();
  // A rule's name is someone's own words: its own direction, the page's alignment.
  const align = usePageAlign();
  const byId = new Map(sensors.map((sensor) => [sensor.id, sensor]));
  // A zone's rule speaks in the unit of its sensors (the first one's; a zone measures one thing).
  const unitOf = (rule: Rule) =>
    (rule.sensorId !== null
      ? byId.get(rule.sensorId)?.unit
      : sensors.find((sensor) => sensor.zone === rule.zone)?.unit) ?? '';
  const scopeOf = (rule: Rule) =>
    rule.sensorId !== null
      ? (byId.get(rule.sensorId)?.name ?? t('monitoringRules.table.unknownSensor'))
      : t('monitoringRules.table.zoneScope', { zone: formats.autoInText(rule.zone ?? '') });
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monitoringRules.table.name')}</Table.Th>
            <Table.Th>{t('monitoringRules.table.scope')}</Table.Th>
            <Table.Th>{t('monitoringRules.table.condition')}</Table.Th>
            <Table.Th>{t('monitoringRules.table.guards')}</Table.Th>
            <Table.Th>{t('monitoringRules.table.severity')}</Table.Th>
            <Table.Th>{t('monitoringRules.table.notify')}</Table.Th>
            <Table.Th>{t('monitoringRules.table.enabled')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('monitoringRules.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => {
            const unit = unitOf(rule);
            const guards = guardsInWords(rule, unit, t, formats);
            const editLabel = t('monitoringRules.actions.edit', { name: rule.name });
            const deleteLabel = t('monitoringRules.actions.delete', { name: rule.name });
            return (
              <Table.Tr key={rule.id}>
                <Table.Td>
                  <Text size="sm" fw={500} dir="auto" ta={align}>
                    {rule.name}
                  </Text>
                </Table.Td>
                <Table.Td>{scopeOf(rule)}</Table.Td>
                <Table.Td>{conditionInWords(rule, unit, t, formats)}</Table.Td>
                <Table.Td>
                  {guards ?? (
                    <Text size="sm" c="dimmed" span>
                      {t('monitoringRules.table.noGuards')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <AlarmSeverityBadge severity={rule.severity} />
                </Table.Td>
                <Table.Td>
                  {rule.notifyRoles.length > 0 ? (
                    rule.notifyRoles.join(', ')
                  ) : (
                    <Text size="sm" c="dimmed" span>
                      {t('monitoringRules.table.nobody')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <EnabledSwitch rule={rule} disabled={!canChange} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {canChange ? (
                      <Tooltip label={editLabel} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={editLabel}
                          onClick={() => onEdit(rule)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    {canDelete ? (
                      <Tooltip label={deleteLabel} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={deleteLabel}
                          onClick={() => onDelete(rule)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
