import { Group, Select, type SelectProps, Text } from '@mantine/core';
import type { Assignee } from '@beacon/contract/todo';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar';

interface AssigneeSelectProps extends Omit<SelectProps, 'data'> {
  people: Assignee[];
}

/** Picks the person a task is assigned to, each shown with their picture or initials. */
export function AssigneeSelect({ people, value, ...props }: AssigneeSelectProps) {
  const { t } = useTranslation();
  const byName = new Map(people.map((person) => [person.fullName, person]));
  const chosen = value ? byName.get(value) : undefined;
  return (
    <Select
      {...props}
      value={value}
      label={t('todo.form.assignee')}
      placeholder={t('todo.form.assigneePlaceholder')}
      data={people.map((person) => person.fullName)}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('todo.form.clearAssignee') }}
      nothingFoundMessage={t('todo.form.nobodyFound')}
      leftSection={
        chosen ? (
          <UserAvatar name={chosen.fullName} src={chosen.avatar} size={22} decorative />
        ) : null
      }
      renderOption={({ option }) => {
        const person = byName.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={option.value} src={person?.avatar} size={24} decorative />
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
    />
  );
}
