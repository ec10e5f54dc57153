import type { KbIconColor, KbIconName } from '@beacon/contract/help-values';
import type { MantineColor } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBolt,
  IconCalendar,
  IconChartBar,
  IconCode,
  IconFilter,
  type Icon,
  IconInfoCircle,
  IconKey,
  IconLock,
  IconMail,
  IconSettings,
  IconTarget,
  IconTrendingUp,
  IconUsers,
} from '@tabler/icons-react';

/** The API names group icons after Feather's (kept API); these are their Tabler look-alikes. */
export const kbIcons: Record<KbIconName, Icon> = {
  Settings: IconSettings,
  Code: IconCode,
  Lock: IconLock,
  Info: IconInfoCircle,
  Users: IconUsers,
  Mail: IconMail,
  Target: IconTarget,
  Zap: IconBolt,
  TrendingUp: IconTrendingUp,
  BarChart2: IconChartBar,
  Filter: IconFilter,
  Sliders: IconAdjustmentsHorizontal,
  Key: IconKey,
  Calendar: IconCalendar,
};

/** The API's colour classes as theme colours (undefined: the primary colour). */
export const kbIconColors: Record<KbIconColor, MantineColor | undefined> = {
  'text-primary': undefined,
  'text-success': 'green',
  'text-danger': 'red',
  'text-warning': 'orange',
  'text-info': 'cyan',
};
