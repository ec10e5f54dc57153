import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './http';
import {
  type FormErrors,
  focusFirstInvalid,
  knownMessages,
  otherMessages,
  schemaErrors,
  serverErrors,
  showServerErrors,
} from './form-errors';

const t = ((key: string) => `«${key}»`) as unknown as Parameters<typeof knownMessages>[0];
const refusal = (status: number, fields: Record<string, string[]>) =>
  new ApiError(status, { error: fields });

/** A form as Mantine's gives it to the helper, remembering what it was given. */
function form() {
  const shown: { errors: FormErrors; focused: string[] } = { errors: {}, focused: [] };
  const node = (path: string) =>
    Object.assign(document.createElement('input'), { focus: () => shown.focused.push(path) });
  return { shown, setErrors: (errors: FormErrors) => (shown.errors = errors), getInputNode: node };
}

describe('schemaErrors', () => {
  const schema = z.object({
    name: z.string().min(1),
    email: z.email(),
    address: z.object({ city: z.string().min(1) }),
  });

  it("gives each field its first problem, in the form's words, and nothing when the values pass", () => {
    const result = schema.safeParse({ name: '', email: 'x', address: { city: '' } });
    expect(
      schemaErrors(result, {
        field: ['name', 'email'],
        message: (issue, field) => `${field}: ${issue.code}`,
      }),
    ).toEqual({ name: 'name: too_small', email: 'email: invalid_format' });
    const valid = schema.safeParse({
      name: 'Ann',
      email: 'ann@example.com',
      address: { city: 'Rome' },
    });
    expect(schemaErrors(valid, { field: ['name'], message: () => 'bad' })).toEqual({});
  });

  it('finds a field by its whole path, and keeps what was found before', () => {
    const result = schema.safeParse({ name: '', email: 'ann@example.com', address: { city: '' } });
    const errors = schemaErrors(
      result,
      { field: (path) => path.join('.'), message: () => 'required' },
      { name: 'taken' },
    );
    expect(errors).toEqual({ name: 'taken', 'address.city': 'required' });
  });
});

describe('server errors', () => {
  const options = {
    field: (key: string) =>
      (['title', 'tags'] as const).find((field) => key.split('.')[1] === field),
    message: knownMessages(t, { 'Title is required': 'todo.title' }),
  };
  const reply = refusal(400, {
    'task.title': ['Title is required', 'Title is too short'],
    'task.tags.0': ['Unknown tag'],
    'task.tags.1': ['Unknown tag again'],
    taskIds: ['taskIds must not repeat an id'],
  });

  it("takes each field's first message, translated when the screen knows it", () => {
    expect(serverErrors(reply, options)).toEqual({ title: '«todo.title»', tags: 'Unknown tag' });
    expect(otherMessages(reply, options)).toEqual(['taskIds must not repeat an id']);
  });

  it('finds nothing in a failure with no field messages, or of another status', () => {
    expect(serverErrors(new ApiError(500, { error: 'Internal error' }), options)).toEqual({});
    expect(serverErrors(new TypeError('Failed to fetch'), options)).toEqual({});
    expect(serverErrors(reply, { ...options, statuses: [409] })).toEqual({});
  });

  it('puts the messages on the form, focuses the first field, and says whether it did', () => {
    const target = form();
    expect(showServerErrors(reply, target, { ...options, focus: ['tags', 'title'] })).toBe(true);
    expect(target.shown).toEqual({
      errors: { title: '«todo.title»', tags: 'Unknown tag' },
      focused: ['tags'],
    });

    const untouched = form();
    const other = refusal(400, { taskIds: ['taskIds must not repeat an id'] });
    expect(showServerErrors(other, untouched, { ...options, focus: true })).toBe(false);
    expect(untouched.shown).toEqual({ errors: {}, focused: [] });
  });
});

describe('focusFirstInvalid', () => {
  it('takes the keyboard to the first field the check refused, and nowhere when none', () => {
    const target = form();
    focusFirstInvalid(target)({ email: 'bad', name: 'missing' });
    focusFirstInvalid(target)({});
    expect(target.shown.focused).toEqual(['email']);
  });
});
