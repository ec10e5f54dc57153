/**
 * What the quick search and the bookmarks need: personal, like every page of the admin's; the API
 * guards its routes with read Page too.
 */
export const searchCan = { action: 'read', subject: 'Page' } as const;
