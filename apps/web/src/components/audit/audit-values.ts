import { auditHidden } from '@beacon/contract/audit-values';
import type { AuditChange, AuditEntry } from '@beacon/contract/audit';

/** How a recorded value is shown: what the diff and the summary agree on. */
export type ShownValue =
  | { kind: 'none' } // null, or absent: the row had no such value on that side
  | { kind: 'hidden' } // a secret: recorded as changed, never with its value
  | { kind: 'empty' } // an empty string, which would otherwise show as nothing
  | { kind: 'text'; text: string } // strings, as they are
  | { kind: 'code'; text: string }; // numbers, booleans, objects and arrays, as compact JSON

export function shownValue(value: unknown): ShownValue {
  if (value === undefined || value === null) return { kind: 'none' };
  if (value === auditHidden) return { kind: 'hidden' };
  if (value === '') return { kind: 'empty' };
  if (typeof value === 'string') return { kind: 'text', text: value };
  // JSON.stringify gives undefined only for functions and symbols, which JSON never carries.
  return { kind: 'code', text: JSON.stringify(value) ?? '' };
}

/** Which side of a change the entry recorded: a create has no before, a delete no after. */
export const hasBefore = (change: AuditChange) => 'before' in change;
export const hasAfter = (change: AuditChange) => 'after' in change;

/** A value short enough to quote in a one-line summary, as text; otherwise null. */
export function quotable(value: unknown, max = 32): string | null {
  const shown = shownValue(value);
  if (shown.kind !== 'text' && shown.kind !== 'code') return null;
  return shown.text.length <= max ? shown.text : null;
}

/**
 * The one-line summary of an entry, as data the caller translates: nothing changed; one field
 * updated from a short value to another; or the changed fields' names, the first few of them.
 */
export type ChangeSummary =
  | { kind: 'none' }
  | { kind: 'fromTo'; field: string; before: string; after: string }
  | { kind: 'fields'; fields: string[]; more: number };

export function summarize(entry: Pick<AuditEntry, 'action' | 'changes'>, shown = 3): ChangeSummary {
  const { changes } = entry;
  const [only] = changes;
  if (!only) return { kind: 'none' };
  if (changes.length === 1 && hasBefore(only) && hasAfter(only)) {
    const before = quotable(only.before);
    const after = quotable(only.after);
    if (before !== null && after !== null)
      return { kind: 'fromTo', field: only.field, before, after };
  }
  const fields = changes.map((change) => change.field);
  return {
    kind: 'fields',
    fields: fields.slice(0, shown),
    more: Math.max(0, fields.length - shown),
  };
}
