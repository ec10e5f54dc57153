import type { FaqIconName } from '@beacon/contract/help-values';
import {
  type Icon,
  IconCreditCard,
  IconPackage,
  IconRefresh,
  IconSettings,
  IconShoppingBag,
} from '@tabler/icons-react';

/** The API names Feather icons (kept for API compatibility); these are their Tabler look-alikes. */
export const faqIcons: Record<FaqIconName, Icon> = {
  CreditCard: IconCreditCard,
  ShoppingBag: IconShoppingBag,
  RefreshCw: IconRefresh,
  Package: IconPackage,
  Settings: IconSettings,
};
