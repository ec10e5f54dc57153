import type { ReactNode } from 'react';
import { AnchorLink } from '../../components/anchor-link';

/** The link to the shop inside a sentence (a `<shoplink>` of a translation, given to Trans). */
export function ShopTextLink({ children }: { children?: ReactNode }) {
  return (
    <AnchorLink to="/apps/ecommerce/shop" size="sm" c="inherit" fw={600} underline="always">
      {children}
    </AnchorLink>
  );
}
