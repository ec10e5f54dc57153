import { Grid, type GridColProps } from '@mantine/core';
import { ability } from '../../../lib/ability';

interface ReadableColProps extends GridColProps {
  /** The subject whose data the card shows (besides Dashboard): left out for roles that lack it. */
  reads?: string;
}

/**
 * A dashboard cell that shows only when the user may read what its card reads: a role made in the
 * role editor may see the dashboards without, say, the invoices, and then gets no card that fails.
 */
export function ReadableCol({ reads, ...props }: ReadableColProps) {
  return reads === undefined || ability.can('read', reads) ? <Grid.Col {...props} /> : null;
}
