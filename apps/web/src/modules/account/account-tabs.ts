// The settings page's tabs, in order; `?tab=` names one. A file of its own: the route's search
// schema imports it, and route files are in the first-paint bundle.

export const accountTabs = [
  'general',
  'password',
  'security',
  'information',
  'social',
  'connections',
  'notifications',
] as const;
export type AccountTab = (typeof accountTabs)[number];
