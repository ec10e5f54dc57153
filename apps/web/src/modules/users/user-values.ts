import type { User } from '@beacon/contract/users';
import {
  IconDatabase,
  IconPencil,
  IconSettings,
  IconShieldCheck,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import type { MantineColor } from '@mantine/core';

/** How each role is drawn in lists and badges (an icon and a colour per role). */
export const roleLook: Record<User['role'], { icon: Icon; color: MantineColor }> = {
  admin: { icon: IconShieldCheck, color: 'red' },
  author: { icon: IconSettings, color: 'orange' },
  editor: { icon: IconPencil, color: 'cyan' },
  maintainer: { icon: IconDatabase, color: 'green' },
  subscriber: { icon: IconUser, color: 'indigo' },
};

export const statusColor: Record<User['status'], MantineColor> = {
  active: 'green',
  pending: 'yellow',
  // A fixed mid grey: plain 'gray' resolves to a shade per skin, and the dark skin's is the
  // card's own colour, so the dot disappeared.
  inactive: 'gray.6',
};

/** Billing values are display strings in the data; these are their translation keys. */
export const billingKey: Record<User['billing'], string> = {
  'Auto Debit': 'autoDebit',
  'Manual - Credit Card': 'manualCreditCard',
  'Manual - Paypal': 'manualPaypal',
  'Manual - Cash': 'manualCash',
};
