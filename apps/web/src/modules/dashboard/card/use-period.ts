import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { useState } from 'react';
import { firstPeriod } from '../dashboard.queries';

/** A card's own period, the first until the reader picks another. */
export function usePeriod() {
  const [value, onChange] = useState<AnalyticsPeriodKey>(firstPeriod);
  return { value, onChange };
}
