import {
  analyticsCards,
  analyticsPeriodKeys,
  statisticsCards,
} from '@beacon/contract/dashboard-values';
import { timeSequentially } from './load';
import { type Row, ms } from './report';

/** Requests per card: each period in turn, so every period's plan is timed. */
const PER_CARD = 60;
const P95_BUDGET_MS = 20;

const cardPaths = [
  ...analyticsCards.map((card) => `/card/card-analytics/${card}`),
  ...statisticsCards.map((card) => `/card/card-statistics/${card}`),
];

/**
 * Each dashboard card's latency over the three periods (budget: p95 ≤ 20 ms at 10,000 orders,
 * invoices and accounts on PGlite), one row per card, and the failures among them.
 */
export async function measureCardLatency(
  base: string,
  headers: Record<string, string>,
  rows: number,
): Promise<{ rows: Row[]; failures: number }> {
  console.log(
    `Timing ${PER_CARD} sequential requests to each of ${cardPaths.length} dashboard cards...`,
  );
  const out: Row[] = [];
  let failures = 0;
  for (const path of cardPaths) {
    const urls = Array.from(
      { length: PER_CARD },
      (_, i) => `${base}${path}?period=${analyticsPeriodKeys[i % analyticsPeriodKeys.length]}`,
    );
    await timeSequentially(urls.slice(0, 6), headers);
    const timed = await timeSequentially(urls, headers);
    failures += timed.failures;
    out.push({
      label: `card ${path.replace('/card/card-', '')} p95, PGlite ${rows.toLocaleString('en-US')} rows`,
      value: ms(timed.p95Ms),
      budget: `<= ${P95_BUDGET_MS} ms`,
      met: timed.p95Ms <= P95_BUDGET_MS,
    });
  }
  return { rows: out, failures };
}
