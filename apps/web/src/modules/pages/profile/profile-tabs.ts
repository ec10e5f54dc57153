/** The profile header's tabs, kept in the URL (`?tab=photos`). */
export const profileTabs = ['feed', 'about', 'photos', 'friends'] as const;
export type ProfileTab = (typeof profileTabs)[number];
