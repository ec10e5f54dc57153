/**
 * The reading half of scripts/bench-lighthouse.ts: budgets, the table of medians and worsts, and,
 * for a score under its budget, the audits that cost it points, in a few short lines each.
 */
import type { Result } from 'lighthouse';
import { lostPoints } from './lighthouse-lost-points';
import {
  type Figure,
  type RunFigures,
  higherIsBetter,
  lowestCpu,
  spreadOf,
} from './lighthouse-figures';

export type Preset = 'desktop' | 'mobile';
export type Protocol = 'h2' | 'h1';
export const protocolNames: Record<Protocol, string> = { h2: 'HTTP/2', h1: 'HTTP/1.1' };
export const categories = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof categories)[number];
/** The figure that holds each category's score. */
export const categoryFigure: Record<Category, Figure> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
};

export interface Budget {
  figure: Figure;
  preset: Preset | 'any';
  pages: 'guest' | 'signed-in' | 'any';
  /** The least a score may be, the most a time, count or size may be (see higherIsBetter). */
  limit: number;
}

/** Every budget, on the median of a page's runs; met only when each protocol measured meets it. */
export const budgets: readonly Budget[] = [
  { figure: 'performance', preset: 'mobile', pages: 'guest', limit: 95 },
  { figure: 'tbt', preset: 'mobile', pages: 'guest', limit: 100 },
  { figure: 'jsBeforeInteractive', preset: 'mobile', pages: 'guest', limit: 60 * 1024 },
  { figure: 'performance', preset: 'mobile', pages: 'signed-in', limit: 90 },
  { figure: 'tbt', preset: 'mobile', pages: 'signed-in', limit: 200 },
  { figure: 'longTasks', preset: 'mobile', pages: 'signed-in', limit: 1 },
  { figure: 'performance', preset: 'desktop', pages: 'any', limit: 95 },
  { figure: 'accessibility', preset: 'any', pages: 'any', limit: 100 },
  { figure: 'bestPractices', preset: 'any', pages: 'any', limit: 95 },
];

export const budgetsFor = (preset: Preset, signedIn: boolean) =>
  budgets.filter(
    (b) =>
      (b.preset === 'any' || b.preset === preset) &&
      (b.pages === 'any' || b.pages === (signedIn ? 'signed-in' : 'guest')),
  );

/** A missing figure (no mark, a failed category, no run at all) meets no budget. */
export function meets(budget: Budget, value: number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return higherIsBetter[budget.figure] ? value >= budget.limit : value <= budget.limit;
}

/**
 * The protocols whose median misses `budget`: the budget is met only when this is empty, that is
 * when every protocol asked for meets it. A protocol with no median (no run finished) misses.
 */
export const missedOn = (
  budget: Budget,
  protocols: readonly Protocol[],
  medians: Partial<Record<Protocol, number | null>>,
): Protocol[] => protocols.filter((p) => !meets(budget, medians[p]));

export interface Measured {
  path: string;
  signedIn: boolean;
  preset: Preset;
  protocol: Protocol;
  runs: RunFigures[];
  results: Result[];
}

/** The figures each kind of page is judged on, and shown with, in the table. */
const shown: Record<'guest' | 'signed-in', Figure[]> = {
  guest: ['performance', 'tbt', 'lcp', 'jsBeforeInteractive'],
  'signed-in': ['performance', 'tbt', 'lcp', 'longTasks'],
};
const heading: Record<Figure, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  bestPractices: 'bp',
  tbt: 'TBT ms',
  lcp: 'LCP s',
  longTasks: 'long tasks',
  jsBeforeInteractive: 'JS kB',
};

function show(figure: Figure, value: number | null): string {
  if (value === null) return figure === 'jsBeforeInteractive' ? 'no mark' : '–';
  if (figure === 'lcp') return (value / 1000).toFixed(1);
  if (figure === 'jsBeforeInteractive') return (value / 1024).toFixed(1);
  return String(Math.round(value));
}

/**
 * One compact table, a row per page × preset × protocol: for each figure "median/worst @CPU" (the
 * CPU benchmark of the median run), a `✗` after a median that misses its budget; then the
 * accessibility and best-practices medians and the lowest CPU benchmark of the runs.
 */
export function table(measured: readonly Measured[]): string[] {
  const columns = ['perf', 'TBT ms', 'LCP s', 'long tasks', 'JS kB'];
  const head = ['page', 'preset', 'proto', ...columns, 'a11y', 'bp', 'CPU low'];
  const lines = [head];
  for (const m of measured) {
    const kind = m.signedIn ? 'signed-in' : 'guest';
    const own = budgetsFor(m.preset, m.signedIn);
    const cell = (figure: Figure) => {
      if (m.runs.length === 0) return 'no run';
      const s = spreadOf(m.runs, figure);
      const missed = own.some((b) => b.figure === figure && !meets(b, s.median));
      const worst = m.runs.length > 1 ? `/${show(figure, s.worst)}` : '';
      return `${show(figure, s.median)}${missed ? '✗' : ''}${worst} @${Math.round(s.medianCpu)}`;
    };
    const cells = columns.map((title) => {
      const figure = shown[kind].find((f) => heading[f] === title);
      return figure ? cell(figure) : '';
    });
    const median = (figure: Figure) =>
      m.runs.length === 0 ? '' : show(figure, spreadOf(m.runs, figure).median);
    lines.push([
      m.path,
      m.preset,
      m.protocol,
      ...cells,
      median('accessibility'),
      median('bestPractices'),
      m.runs.length === 0 ? '' : String(Math.round(lowestCpu(m.runs))),
    ]);
  }
  const widths = head.map((_, i) => Math.max(...lines.map((line) => line[i]?.length ?? 0)));
  return lines.map((line) =>
    line
      .map((text, i) => text.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** Every budget missed, once per page and preset, with the medians of the protocols that miss. */
export function misses(measured: readonly Measured[], protocols: readonly Protocol[]): string[] {
  const lines: string[] = [];
  const pages = new Map<string, Measured[]>();
  for (const m of measured) {
    const key = `${m.path} ${m.preset}`;
    pages.set(key, [...(pages.get(key) ?? []), m]);
  }
  for (const [key, group] of pages) {
    const first = group[0];
    if (!first) continue;
    for (const budget of budgetsFor(first.preset, first.signedIn)) {
      const medians: Partial<Record<Protocol, number | null>> = {};
      for (const m of group)
        if (m.runs.length > 0) medians[m.protocol] = spreadOf(m.runs, budget.figure).median;
      const missed = missedOn(budget, protocols, medians);
      if (missed.length === 0) continue;
      const bound = `${higherIsBetter[budget.figure] ? '≥' : '≤'} ${show(budget.figure, budget.limit)}`;
      const values = missed.map((p) => {
        const value = medians[p];
        return `${p} ${value === undefined ? 'not measured' : show(budget.figure, value)}`;
      });
      lines.push(`${key} ${heading[budget.figure]}: ${values.join(', ')} (budget ${bound})`);
    }
  }
  return lines;
}

/**
 * For each score whose median misses its budget, the audits that cost the median run its points
 * (each protocol's own: what a page waits for differs between them).
 */
export function diagnosis(measured: readonly Measured[]): string[] {
  const lines: string[] = [];
  for (const m of measured) {
    if (m.runs.length === 0) continue;
    for (const category of categories) {
      const figure = categoryFigure[category];
      const budget = budgetsFor(m.preset, m.signedIn).find((b) => b.figure === figure);
      const s = spreadOf(m.runs, figure);
      const run = m.results[s.medianRun];
      if (!budget || meets(budget, s.median) || !run) continue;
      const cpu = Math.round(s.medianCpu);
      lines.push(
        `${m.path} ${m.preset} ${m.protocol} ${category} ${show(figure, s.median)} (CPU ${cpu}):`,
      );
      lines.push(...lostPoints(run, category));
    }
  }
  return lines;
}
