import { Drawer } from '@mantine/core';
import type { Task } from '@beacon/contract/todo';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../components/centered-loader';

// Loaded when the drawer first opens: the form, the date picker, the contract's schemas (zod)
// and, in a chunk of its own, the rich-text editor would otherwise weigh on the list's chunk.
const TaskForm = lazy(() =>
  import('./task-form').then(({ TaskForm: Form }) => ({ default: Form })),
);

/** Closed (null), a new task (`task: null`) or an existing one. */
export type TaskDrawerState = { task: Task | null } | null;

interface TaskDrawerProps {
  state: TaskDrawerState;
  onClose: () => void;
}

/** The task side panel; its header and form come with the lazy form. */
export function TaskDrawer({ state, onClose }: TaskDrawerProps) {
  const { t } = useTranslation();
  // The last task shown stays in the panel while it slides out.
  const [shown, setShown] = useState(state);
  if (state !== null && state !== shown) setShown(state);
  return (
    <Drawer.Root
      opened={state !== null}
      onClose={onClose}
      // The panel comes from the end side: Mantine mirrors "right" in a right-to-left page.
      position="right"
      size="md"
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Suspense
          fallback={
            <>
              <Drawer.Header>
                <Drawer.Title>{t('common.loading')}</Drawer.Title>
                <Drawer.CloseButton aria-label={t('common.close')} />
              </Drawer.Header>
              <CenteredLoader />
            </>
          }
        >
          {shown && <TaskForm key={shown.task?.id ?? 'new'} task={shown.task} onDone={onClose} />}
        </Suspense>
      </Drawer.Content>
    </Drawer.Root>
  );
}
