import { ActionIcon, Button, Drawer, Group, VisuallyHidden } from '@mantine/core';
import {
  IconCircleCheck,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import type { Task } from '@beacon/contract/todo';
import { useTranslation } from 'react-i18next';

interface TaskFormHeaderProps {
  task: Task | null;
  isCompleted: boolean;
  isImportant: boolean;
  onToggleCompleted: () => void;
  onToggleImportant: () => void;
  /** Soft delete, or restore for a deleted task; saved at once. */
  onDeleteOrRestore: () => void;
  busy: boolean;
}

/**
 * The drawer's header: "Add Task", or for an existing task the "Mark Complete" / "Completed"
 * toggle; then delete (or restore), the important star and close.
 */
export function TaskFormHeader(props: TaskFormHeaderProps) {
  const { task, isCompleted, isImportant, onToggleCompleted, onToggleImportant } = props;
  const { t } = useTranslation();
  return (
    <Drawer.Header>
      {task ? (
        <Group gap="xs">
          <Drawer.Title>
            <VisuallyHidden>{t('todo.drawer.editTitle')}</VisuallyHidden>
          </Drawer.Title>
          <Button
            size="xs"
            variant={isCompleted ? 'filled' : 'default'}
            color={isCompleted ? 'green.9' : undefined}
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            onClick={onToggleCompleted}
            aria-pressed={isCompleted}
          >
            {t(isCompleted ? 'todo.drawer.completed' : 'todo.drawer.markComplete')}
          </Button>
        </Group>
      ) : (
        <Drawer.Title fw={600}>{t('todo.drawer.addTitle')}</Drawer.Title>
      )}
      <Group gap={4} wrap="nowrap">
        {task && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={props.onDeleteOrRestore}
            loading={props.busy}
            aria-label={t(task.isDeleted ? 'todo.drawer.restore' : 'todo.drawer.delete')}
          >
            {task.isDeleted ? (
              <IconRestore size={18} aria-hidden />
            ) : (
              <IconTrash size={18} aria-hidden />
            )}
          </ActionIcon>
        )}
        <ActionIcon
          variant="subtle"
          color={isImportant ? 'yellow' : 'gray'}
          size="lg"
          onClick={onToggleImportant}
          aria-pressed={isImportant}
          aria-label={t('todo.drawer.important')}
        >
          {isImportant ? (
            <IconStarFilled size={18} aria-hidden />
          ) : (
            <IconStar size={18} aria-hidden />
          )}
        </ActionIcon>
        <Drawer.CloseButton aria-label={t('common.close')} />
      </Group>
    </Drawer.Header>
  );
}
