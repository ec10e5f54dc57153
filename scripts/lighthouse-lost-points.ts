/**
 * For a Lighthouse score under its budget, the audits that cost it points, in a few short lines
 * each (scripts/bench-lighthouse.ts prints them under its table).
 */
import type { Result } from 'lighthouse';

type Audit = Result['audits'][string];
/** A row of an audit's table; read loosely, as each audit has its own columns. */
type Fields = Record<string, unknown>;

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const fields = (v: unknown): Fields => (v !== null && typeof v === 'object' ? (v as Fields) : {});

/** An element: its selector and label, and for contrast or size what is wrong with it. */
function describeNode(node: Fields): string {
  const label = text(node.nodeLabel) ? ` "${shorten(String(node.nodeLabel), 40)}"` : '';
  // `explanation` is "Fix any of the following:\n  <the reason>".
  const why = text(node.explanation)?.split('\n')[1]?.trim();
  return `${text(node.selector) ?? text(node.snippet) ?? '?'}${label}${why ? ` — ${why}` : ''}`;
}

/** One row of an audit's table: what it is about (resource, element, reason) and its cost. */
function describeItem(item: Fields): string {
  const source = fields(item.source);
  const node = fields(item.node);
  const what =
    (node.type === 'node' ? describeNode(node) : undefined) ??
    text(item.url) ??
    (text(source.url) ? `${String(source.url)}:${num(source.line) ?? 0}` : text(source.value)) ??
    text(item.groupLabel) ??
    text(item.reason) ??
    text(item.issueType) ??
    text(item.statistic) ??
    text(item.phase) ??
    text(item.description) ??
    '';
  const ms = (v: number | undefined, suffix = '') =>
    v === undefined ? undefined : `${Math.round(v)} ms${suffix}`;
  const kB = (v: number | undefined, suffix: string) =>
    v === undefined ? undefined : `${(v / 1000).toFixed(1)} kB${suffix}`;
  const figures = [
    text(item.selector) && text(item.selector) !== what ? text(item.selector) : undefined,
    kB(num(item.wastedBytes), ' to save'),
    kB(num(item.transferSize), ' sent'),
    ms(num(item.wastedMs), ' to save'),
    ms(num(item.total), ' CPU'),
    ms(num(item.duration) ?? num(item.timing)),
    text(item.percent),
    text(item.fontSize) && `${String(item.fontSize)} on ${String(item.coverage)} of the text`,
    num(item.score) ? `shift ${num(item.score)?.toFixed(3)}` : undefined,
    num(fields(item.value).value)?.toString(),
    num(item.cacheLifetimeMs) === undefined
      ? undefined
      : `cached ${Math.round((num(item.cacheLifetimeMs) ?? 0) / 1000)} s`,
  ].filter(Boolean);
  return [what, figures.join(', ')].filter(Boolean).join(': ') || JSON.stringify(item);
}

function describeAudit(audit: Audit, prefix: string): string[] {
  const details = fields(audit.details);
  const rows = (Array.isArray(details.items) ? details.items : []).map(fields);
  // A list (the LCP element's audit) holds tables: show their rows.
  const items = rows.flatMap((row) =>
    row.type === 'table' && Array.isArray(row.items) ? row.items.map(fields) : [row],
  );
  const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
  return [
    `${prefix}${audit.title}${value}`,
    ...items.slice(0, 5).map((item) => `      · ${shorten(describeItem(item), 170)}`),
    ...(items.length > 5 ? [`      · … ${items.length - 5} more`] : []),
  ];
}

/**
 * What cost `category` its points in this run. Performance: the metrics not at full score (with
 * their weight), then the diagnostics Lighthouse flags (score < 0.9), which say why; binary ones
 * (the back/forward cache) cost no points and are left out. Accessibility and best practices: every weighted audit that failed, with its elements.
 */
export function lostPoints(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const audit = (id: string) => lhr.audits[id];
  const failing = (a: Audit | undefined): a is Audit => a !== undefined && a.score !== null;
  const lines: string[] = [];
  if (category === 'performance') {
    for (const ref of refs.filter((r) => r.weight > 0)) {
      const a = audit(ref.id);
      if (failing(a) && (a.score ?? 1) < 1)
        lines.push(
          `    ${a.title}: ${a.displayValue ?? ''} (score ${a.score}, weight ${ref.weight})`,
        );
    }
    const flagged = refs
      .filter((r) => r.weight === 0 && r.group !== 'hidden')
      .map((r) => audit(r.id))
      .filter(failing)
      .filter((a) => (a.score ?? 1) < 0.9 && a.scoreDisplayMode !== 'binary')
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
    for (const a of flagged.slice(0, 8)) lines.push(...describeAudit(a, '    - '));
    return lines;
  }
  for (const ref of refs.filter((r) => r.weight > 0)) {
    const a = audit(ref.id);
    if (failing(a) && (a.score ?? 1) < 1) lines.push(...describeAudit(a, '    - '));
  }
  return lines;
}
