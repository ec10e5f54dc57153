import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverErrors } from '../../lib/form-errors';
import { ApiError } from '../../lib/http';
import { taskFormValues, taskServerErrors, toTaskInput, validateTask } from './task-form-values';
import { assignees } from './task-values';
import { testTask } from './test-tasks';

const t = i18n.t.bind(i18n);

describe('task form values', () => {
  it('asks for a title, with the kept message, and accepts anything else left empty', () => {
    const empty = taskFormValues(null);
    expect(validateTask({ ...empty, title: '   ' }, assignees, t)).toEqual({
      title: 'Please enter a valid task title',
    });
    expect(validateTask({ ...empty, title: 'x'.repeat(201) }, assignees, t)).toEqual({
      title: 'At most 200 characters',
    });
    expect(validateTask({ ...empty, title: 'Call Ada' }, assignees, t)).toEqual({});
  });

  it('sends a trimmed title, the date as YYYY-MM-DD, the assignee with picture and safe HTML', () => {
    const input = toTaskInput(
      {
        ...taskFormValues(null),
        title: '  Call Ada ',
        assignee: 'Lucas Moreau',
        dueDate: '2026-11-25',
        tags: ['team', 'high'],
        description:
          '<p>Ask <strong>today</strong> <img src=x onerror="alert(1)"><a href="javascript:alert(1)">here</a></p><script>alert(2)</script>',
        isImportant: true,
      },
      assignees,
    );
    expect(input).toEqual({
      title: 'Call Ada',
      dueDate: '2026-11-25',
      assignee: { fullName: 'Lucas Moreau', avatar: '/assets/images/avatars/2.svg' },
      tags: ['team', 'high'],
      description: '<p>Ask <strong>today</strong> <a>here</a></p>',
      isCompleted: false,
      isImportant: true,
    });
  });

  it('sends an empty editor as no description, and no date or assignee as null', () => {
    const input = toTaskInput(
      { ...taskFormValues(null), title: 'x', description: '<p></p>' },
      assignees,
    );
    expect(input).toMatchObject({ description: '', dueDate: null, assignee: null });
  });

  it('starts from the task, its description sanitised before it reaches the editor', () => {
    const task = testTask(3, 'Fix it', {
      description: '<p onclick="x()">Steps</p><iframe src="https://example.com"></iframe>',
      dueDate: '2026-01-02',
      assignee: { fullName: 'Yuki Tanaka', avatar: '' },
      tags: ['low'],
      isCompleted: true,
    });
    expect(taskFormValues(task)).toEqual({
      title: 'Fix it',
      assignee: 'Yuki Tanaka',
      dueDate: '2026-01-02',
      tags: ['low'],
      description: '<p>Steps</p>',
      isCompleted: true,
      isImportant: false,
    });
  });

  it("puts the server's field messages on the form's fields", () => {
    const refusal = (fields: Record<string, string[]>) => new ApiError(400, { error: fields });
    expect(
      serverErrors(
        refusal({
          'task.title': ['Please enter a valid task title'],
          'task.dueDate': ['dueDate must be a date as YYYY-MM-DD'],
          'task.assignee.fullName': ['assignee.fullName is required'],
        }),
        taskServerErrors(t),
      ),
    ).toEqual({
      title: 'Please enter a valid task title',
      dueDate: 'dueDate must be a date as YYYY-MM-DD',
      assignee: 'assignee.fullName is required',
    });
    expect(
      serverErrors(refusal({ taskIds: ['taskIds must not repeat an id'] }), taskServerErrors(t)),
    ).toEqual({});
  });
});
