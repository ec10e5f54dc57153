import type { MantineColor } from '@mantine/core';
import type { InvoiceStatus } from '@beacon/contract/invoice-values';
import {
  IconChartPie,
  IconCircleArrowDown,
  IconCircleCheck,
  IconDeviceFloppy,
  IconInfoCircle,
  IconSend,
  type Icon,
} from '@tabler/icons-react';

/** The theme's primary colour, whichever it is (Mantine has no colour named "primary"). */
export const PRIMARY = 'primary';

/** Each status's colour and icon, as tabler icons and Mantine colours. */
export const invoiceStatusStyle: Record<
  InvoiceStatus,
  { color: MantineColor | typeof PRIMARY; icon: Icon }
> = {
  Sent: { color: 'gray', icon: IconSend },
  Paid: { color: 'green', icon: IconCircleCheck },
  Draft: { color: PRIMARY, icon: IconDeviceFloppy },
  Downloaded: { color: 'cyan', icon: IconCircleArrowDown },
  'Past Due': { color: 'red', icon: IconInfoCircle },
  'Partial Payment': { color: 'yellow', icon: IconChartPie },
};
