import { describe, expect, it } from 'vitest';
import {
  accessSubjects,
  boxCount,
  emptyMatrixState,
  selectAll,
  tickedCount,
  toMatrixState,
  toRolePermissions,
  toggle,
} from './role-matrix';

describe('role matrix', () => {
  it('has a row for each module manifest’s subject, in the matrix order', () => {
    expect(accessSubjects).toEqual([
      'Dashboard',
      'User',
      'Ecommerce',
      'Chat',
      'Todo',
      'Email',
      'Invoice',
      'Calendar',
      'DataTable',
      'Access',
      'Outbox',
      'Page',
      'ACL',
      'Monitoring',
      'MonitoringSetup',
      'Alarm',
    ]);
  });

  it('ticks the boxes of the levels a role has, and nothing else', () => {
    const state = toMatrixState({
      manageAll: false,
      permissions: { Invoice: ['read'], User: ['read', 'write', 'create'] },
    });
    expect(state.manageAll).toBe(false);
    expect(state.matrix.Invoice).toEqual({ read: true, write: false, create: false });
    expect(state.matrix.User).toEqual({ read: true, write: true, create: true });
    expect(state.matrix.Chat).toEqual({ read: false, write: false, create: false });
    expect(tickedCount(state.matrix)).toBe(4);
  });

  it('shows a manage-all role with every box ticked', () => {
    const state = toMatrixState({ manageAll: true, permissions: {} });
    expect(state.manageAll).toBe(true);
    expect(tickedCount(state.matrix)).toBe(boxCount);
    expect(boxCount).toBe(accessSubjects.length * 3);
  });

  it('sends only the subjects with a box ticked, levels in matrix order', () => {
    let state = emptyMatrixState();
    state = toggle(state, 'Invoice', 'create', true);
    state = toggle(state, 'Invoice', 'read', true);
    state = toggle(state, 'ACL', 'read', true);
    expect(toRolePermissions(state.matrix)).toEqual({
      Invoice: ['read', 'create'],
      ACL: ['read'],
    });
    expect(toRolePermissions(emptyMatrixState().matrix)).toEqual({});
  });

  it('round-trips a role through the checkboxes unchanged', () => {
    const permissions = { Email: ['read', 'write'], Page: ['create'] } as const;
    const state = toMatrixState({
      manageAll: false,
      permissions: { Email: [...permissions.Email], Page: [...permissions.Page] },
    });
    expect(toRolePermissions(state.matrix)).toEqual(permissions);
  });

  it('"Select All" ticks everything and grants manage-all; off clears everything', () => {
    const all = selectAll(true);
    expect(all.manageAll).toBe(true);
    expect(tickedCount(all.matrix)).toBe(boxCount);
    const none = selectAll(false);
    expect(none.manageAll).toBe(false);
    expect(tickedCount(none.matrix)).toBe(0);
  });

  it('unticking one box of a manage-all role takes manage-all away and keeps the others', () => {
    const state = toggle(selectAll(true), 'Chat', 'write', false);
    expect(state.manageAll).toBe(false);
    expect(state.matrix.Chat?.write).toBe(false);
    expect(tickedCount(state.matrix)).toBe(boxCount - 1);
  });

  it('ticking boxes one by one never grants manage-all on its own', () => {
    let state = emptyMatrixState();
    for (const subject of accessSubjects) {
      for (const level of ['read', 'write', 'create'] as const)
        state = toggle(state, subject, level, true);
    }
    expect(tickedCount(state.matrix)).toBe(boxCount);
    expect(state.manageAll).toBe(false);
  });
});
