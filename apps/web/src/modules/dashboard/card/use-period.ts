import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { useState } from 'react';

/** A card's own period, the first of SPEC §9 until the reader picks another. */
export function usePeriod() {
  const [value, onChange] = useState<AnalyticsPeriodKey>('last-28-days');
  return { value, onChange };
}
