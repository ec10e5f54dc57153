/** The profile header's tabs (REFERENCE §7.16), kept in the URL (`?tab=photos`). */
export const profileTabs = ['feed', 'about', 'photos', 'friends'] as const;
export type ProfileTab = (typeof profileTabs)[number];
