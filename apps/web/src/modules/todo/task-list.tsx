import { DragDropContext, Draggable, type DropResult, Droppable } from '@hello-pangea/dnd';
import type { Task } from '@beacon/contract/todo';
import { useTranslation } from 'react-i18next';
import { TaskRow, type TaskRowProps } from './task-row';
import classes from './todo.module.css';

interface TaskListProps {
  tasks: Task[];
  /** Dragging is offered only when the list shows the saved (manual) order. */
  draggable: boolean;
  onReorder: (tasks: Task[]) => void;
  onOpen: (task: Task) => void;
  onToggleCompleted: TaskRowProps['onToggleCompleted'];
}

const moved = (tasks: Task[], from: number, to: number) => {
  const next = [...tasks];
  const [task] = next.splice(from, 1);
  if (task) next.splice(to, 0, task);
  return next;
};

/**
 * The tasks as a list named "Tasks". Rows move by mouse, touch or keyboard (focus a handle,
 * Space, arrows, Space); the drag library's screen-reader messages come in the reader's language.
 */
export function TaskList({
  tasks,
  draggable,
  onReorder,
  onOpen,
  onToggleCompleted,
}: TaskListProps) {
  const { t } = useTranslation();
  const titleOf = (id: string) => tasks.find((task) => String(task.id) === id)?.title ?? '';
  const onDragEnd = (result: DropResult, announce: (message: string) => void) => {
    const title = titleOf(result.draggableId);
    if (!result.destination) return announce(t('todo.drag.cancelled', { title }));
    const to = result.destination.index;
    announce(t('todo.drag.dropped', { title, position: to + 1, total: tasks.length }));
    if (to !== result.source.index) onReorder(moved(tasks, result.source.index, to));
  };
  if (!draggable)
    return (
      <ul className={classes.list} aria-label={t('todo.list.label')}>
        {tasks.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            onOpen={onOpen}
            onToggleCompleted={onToggleCompleted}
          />
        ))}
      </ul>
    );
  return (
    <DragDropContext
      dragHandleUsageInstructions={t('todo.drag.instructions')}
      onDragStart={(start, { announce }) =>
        announce(
          t('todo.drag.lifted', {
            title: titleOf(start.draggableId),
            position: start.source.index + 1,
            total: tasks.length,
          }),
        )
      }
      onDragUpdate={(update, { announce }) => {
        if (update.destination)
          announce(
            t('todo.drag.moved', {
              title: titleOf(update.draggableId),
              position: update.destination.index + 1,
              total: tasks.length,
            }),
          );
      }}
      onDragEnd={(result, { announce }) => onDragEnd(result, announce)}
    >
      <Droppable droppableId="tasks">
        {(droppable) => (
          <ul
            ref={droppable.innerRef}
            {...droppable.droppableProps}
            className={classes.list}
            aria-label={t('todo.list.label')}
          >
            {tasks.map((task, index) => (
              <Draggable key={task.id} draggableId={String(task.id)} index={index}>
                {(provided, snapshot) => (
                  <TaskRow
                    task={task}
                    drag={{ provided, dragging: snapshot.isDragging }}
                    onOpen={onOpen}
                    onToggleCompleted={onToggleCompleted}
                  />
                )}
              </Draggable>
            ))}
            {droppable.placeholder}
          </ul>
        )}
      </Droppable>
    </DragDropContext>
  );
}
