import type { Task } from '@beacon/contract/todo';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { TaskDrawer } from './task-drawer';
import { testTask } from './test-tasks';

const slow = { timeout: 10_000 };

async function open(task: Task | null) {
  signInAs('admin');
  const onClose = vi.fn();
  const view = await renderWithProviders(<TaskDrawer state={{ task }} onClose={onClose} />);
  // The form, then the editor, load lazily.
  const dialog = await screen.findByRole('dialog', { name: task ? 'Edit Task' : 'Add Task' }, slow);
  await within(dialog).findByRole('textbox', { name: 'Description' }, slow);
  return { ...view, dialog, onClose };
}

const title = () => screen.getByRole('textbox', { name: /^Title/ });

// Mantine, tiptap and lazy chunks under jsdom are slow and this machine is shared.
describe('task drawer', { timeout: 30_000 }, () => {
  it('refuses an empty title with the inline message, then adds the task', async () => {
    const server = mockApi({
      'POST /apps/todo/add-tasks': ({ body }) =>
        json({ task: testTask(19, (body as { task: Task }).task.title) }, 201),
    });
    const { user, dialog, onClose } = await open(null);

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(title()).toHaveAccessibleDescription('Please enter a valid task title');
    expect(title()).toHaveFocus();
    expect(server.calls).toHaveLength(0);

    await user.type(title(), '  Book the room ');
    await user.click(within(dialog).getByRole('button', { name: 'Important' }));
    expect(within(dialog).getByRole('button', { name: 'Important' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(server.callsTo('POST /apps/todo/add-tasks')[0]?.body).toEqual({
      task: {
        title: 'Book the room',
        dueDate: null,
        description: '',
        assignee: null,
        tags: [],
        isCompleted: false,
        isImportant: true,
      },
    });
    expect(await screen.findByText('Task added')).toBeVisible();
  });

  it('edits a task: its values are shown, Update sends them, the server can refuse a field', async () => {
    const task = testTask(7, 'Collect feedback', {
      dueDate: '2026-11-25',
      assignee: { fullName: 'Kenji Watanabe', avatar: '/assets/images/avatars/5.svg' },
      tags: ['low', 'medium'],
      description: '<p>Ask <em>three</em> people<img src=x onerror="alert(1)"></p>',
    });
    const server = mockApi({
      'POST /apps/todo/update-task': json(
        { error: { 'task.title': ['Please enter a valid task title'] } },
        400,
      ),
    });
    const { user, dialog, onClose } = await open(task);

    expect(title()).toHaveValue('Collect feedback');
    expect(within(dialog).getByRole('combobox', { name: 'Assignee' })).toHaveValue(
      'Kenji Watanabe',
    );
    expect(within(dialog).getByRole('button', { name: /^Due Date/ })).toHaveTextContent(
      '2026-11-25',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toContainHTML(
      '<p>Ask <em>three</em> people</p>',
    );
    expect(within(dialog).getByRole('button', { name: 'Mark Complete' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Delete task' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(within(dialog).getByRole('button', { name: 'Completed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() =>
      expect(title()).toHaveAccessibleDescription('Please enter a valid task title'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(server.callsTo('POST /apps/todo/update-task')[0]?.body).toEqual({
      task: {
        id: 7,
        title: 'Collect feedback',
        dueDate: '2026-11-25',
        description: '<p>Ask <em>three</em> people</p>',
        assignee: { fullName: 'Kenji Watanabe', avatar: '/assets/images/avatars/5.svg' },
        tags: ['low', 'medium'],
        isCompleted: true,
        isImportant: false,
      },
    });

    // Reset puts the task's own values back.
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByRole('button', { name: 'Mark Complete' })).toBeVisible();
  });

  it('restores a deleted task from the header', async () => {
    const task = testTask(9, 'Order batteries', { isDeleted: true });
    const server = mockApi({
      'POST /apps/todo/restore-task': json({ task: { ...task, isDeleted: false } }),
    });
    const { user, dialog, onClose } = await open(task);

    expect(within(dialog).queryByRole('button', { name: 'Delete task' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Restore task' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(server.callsTo('POST /apps/todo/restore-task')[0]?.body).toEqual({ taskId: 9 });
    expect(await screen.findByText('Task restored')).toBeVisible();
  });
});
