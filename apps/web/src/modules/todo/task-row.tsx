import { Badge, Checkbox, Text, UnstyledButton } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { DraggableProvided } from '@hello-pangea/dnd';
import type { Task } from '@beacon/contract/todo';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar';
import { tagColor } from './task-values';
import classes from './todo.module.css';
import { useFormatDueDate } from './use-format-due-date';

export interface TaskRowProps {
  task: Task;
  /** The drag-and-drop wiring; without it (a sorted list) the row has no handle. */
  drag?: { provided: DraggableProvided; dragging: boolean };
  onOpen: (task: Task) => void;
  /** Saves the box's new state; `revert` puts the box back when that fails. */
  onToggleCompleted: (task: Task, isCompleted: boolean, revert: () => void) => void;
}

/**
 * One task: drag handle, completion checkbox (named by the title), the title (a button that opens
 * the task; its click area covers the row), tags, due date and assignee.
 */
export function TaskRow({ task, drag, onOpen, onToggleCompleted }: TaskRowProps) {
  const { t } = useTranslation();
  const formatDueDate = useFormatDueDate();
  // The box follows a click in the same render: the list's optimistic update reaches the row a
  // moment later (the query cache notifies in batches), and a controlled checkbox would flick back.
  const [completed, setCompleted] = useState(task.isCompleted);
  const [saved, setSaved] = useState(task.isCompleted);
  if (task.isCompleted !== saved) {
    setSaved(task.isCompleted);
    setCompleted(task.isCompleted);
  }
  return (
    <li
      ref={drag?.provided.innerRef}
      {...drag?.provided.draggableProps}
      className={classes.row}
      data-dragging={drag?.dragging || undefined}
    >
      {drag && (
        <span
          {...drag.provided.dragHandleProps}
          className={`${classes.control} ${classes.handle}`}
          aria-label={t('todo.list.dragHandle', { title: task.title })}
        >
          <IconGripVertical size={18} aria-hidden />
        </span>
      )}
      <Checkbox
        className={classes.control}
        checked={completed}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setCompleted(checked);
          onToggleCompleted(task, checked, () => setCompleted(!checked));
        }}
        aria-label={task.title}
      />
      <div className={classes.main}>
        <UnstyledButton
          className={`${classes.title} ${completed ? classes.completed : ''}`}
          onClick={() => onOpen(task)}
        >
          {/* A title keeps its own direction: an English one stays whole in the Arabic UI. */}
          <Text span size="sm" fw={500} dir="auto">
            {task.title}
          </Text>
        </UnstyledButton>
        <div className={classes.meta}>
          {task.tags.map((tag) => (
            <Badge key={tag} variant="dot" color={tagColor[tag]} radius="sm" size="sm">
              {t(`todo.tags.${tag}`)}
            </Badge>
          ))}
          {task.dueDate && (
            <Text span size="xs" c="dimmed">
              <time dateTime={task.dueDate}>{formatDueDate(task.dueDate)}</time>
            </Text>
          )}
          {task.assignee && (
            <UserAvatar name={task.assignee.fullName} src={task.assignee.avatar} size="sm" />
          )}
        </div>
      </div>
    </li>
  );
}
