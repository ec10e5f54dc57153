import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Rule } from '@beacon/contract/monitoring';
import {
  alarmSeverities,
  monitoringMessages,
  ruleConditions,
  ruleNameMax,
} from '@beacon/contract/monitoring-values';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, knownMessages, showServerErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import {
  type RuleFormValues,
  checkRule,
  conditionFields,
  hasHysteresis,
  ruleBody,
  ruleFieldOf,
  ruleFormValues,
} from './rule-values';
import { useSaveRule } from './rules.queries';

interface RuleFormProps {
  /** The rule to edit, or null for a new one. */
  rule: Rule | null;
  sensors: readonly { id: number; name: string }[];
  zones: readonly string[];
  /** The role names a rule may notify. */
  roles: readonly string[];
  /** After a save, and on Cancel. */
  onDone: () => void;
}

/**
 * A rule: its scope (one sensor or a zone), its condition with the fields that condition needs,
 * its guards, severity and who is told. The API's field messages land under their fields.
 */
export function RuleForm({ rule, sensors, zones, roles, onDone }: RuleFormProps) {
  const { t } = useTranslation();
  const save = useSaveRule();
  const known = knownMessages(t, {
    [monitoringMessages.sensorNotFound]: 'monitoringRules.errors.sensorNotFound',
    [monitoringMessages.ruleNotFound]: 'monitoringRules.errors.notFound',
  });
  const form = useForm<RuleFormValues>({
    initialValues: ruleFormValues(rule),
    validate: (values) => checkRule(values, t),
  });
  const { scope, condition } = form.getValues();
  const shown = condition ? conditionFields[condition] : [];
  // Known roles first; a name a rule already has stays choosable even if the role is gone.
  const roleOptions = [...new Set([...roles, ...(rule?.notifyRoles ?? [])])];

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: rule?.id, body: ruleBody(values) },
        {
          onSuccess: ({ rule: saved }) => {
            notifications.show({
              color: 'green',
              title: t('monitoringRules.form.saved'),
              message: t('monitoringRules.form.savedMessage', { name: saved.name }),
            });
            onDone();
          },
          onError: (error) => {
            if (showServerErrors(error, form, { field: ruleFieldOf, message: known, focus: true }))
              return;
            notifications.show({
              color: 'red',
              title: t('monitoringRules.form.failed'),
              message: error instanceof ApiError ? known(error.message) : t('common.error.load'),
            });
          },
        },
      ),
    focusFirstInvalid(form),
  );

  const number = (field: 'threshold' | 'low' | 'high' | 'ratePerMinute' | 'noDataMinutes') => (
    <NumberInput
      {...form.getInputProps(field)}
      label={t(`monitoringRules.fields.${field}`)}
      min={field === 'ratePerMinute' || field === 'noDataMinutes' ? 0 : undefined}
      allowDecimal={field !== 'noDataMinutes'}
      required
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          {...form.getInputProps('name')}
          label={t('monitoringRules.fields.name')}
          maxLength={ruleNameMax}
          required
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="rule-scope-label">
            {t('monitoringRules.fields.scope')}
          </Text>
          <SegmentedControl
            aria-labelledby="rule-scope-label"
            value={scope}
            onChange={(value) => {
              form.setFieldValue('scope', value);
              form.setFieldValue('target', null);
            }}
            data={[
              { value: 'sensor', label: t('monitoringRules.scopes.sensor') },
              { value: 'zone', label: t('monitoringRules.scopes.zone') },
            ]}
          />
        </Stack>
        <Select
          {...form.getInputProps('target')}
          label={
            scope === 'sensor'
              ? t('monitoringRules.fields.sensor')
              : t('monitoringRules.fields.zone')
          }
          data={
            scope === 'sensor'
              ? sensors.map((sensor) => ({ value: String(sensor.id), label: sensor.name }))
              : [...zones]
          }
          searchable
          required
        />
        <Select
          {...form.getInputProps('condition')}
          label={t('monitoringRules.fields.condition')}
          data={ruleConditions.map((value) => ({
            value,
            label: t(`monitoringRules.conditions.${value}`),
          }))}
          allowDeselect={false}
          required
        />
        {shown.length > 0 ? (
          <SimpleGrid cols={shown.length} spacing="sm">
            {shown.map((field) =>
              number(field as 'threshold' | 'low' | 'high' | 'ratePerMinute' | 'noDataMinutes'),
            )}
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={hasHysteresis(condition) ? 2 : 1} spacing="sm">
          {hasHysteresis(condition) ? (
            <NumberInput
              {...form.getInputProps('hysteresis')}
              label={t('monitoringRules.fields.hysteresis')}
              min={0}
            />
          ) : null}
          <NumberInput
            {...form.getInputProps('delaySeconds')}
            label={t('monitoringRules.fields.delaySeconds')}
            min={0}
            max={86400}
            allowDecimal={false}
          />
        </SimpleGrid>
        <Select
          {...form.getInputProps('severity')}
          label={t('monitoringRules.fields.severity')}
          data={alarmSeverities.map((value) => ({
            value,
            label: t(`monitoringRules.severities.${value}`),
          }))}
          allowDeselect={false}
          required
        />
        <MultiSelect
          {...form.getInputProps('notifyRoles')}
          label={t('monitoringRules.fields.notifyRoles')}
          data={roleOptions}
          searchable
          clearable
        />
        <Switch
          {...form.getInputProps('enabled', { type: 'checkbox' })}
          label={t('monitoringRules.fields.enabled')}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {rule ? t('monitoringRules.form.save') : t('monitoringRules.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
