import type { BlogComment } from '@beacon/contract/blog';

// Dates in the display forms kept for API compatibility, in UTC: "Jan 10, 2020" (list, detail,
// edit, comments) and "Jan 04 2020" (the sidebar's recent posts).
const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const twoDigitDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatDay = (date: Date) => day.format(date);
export const formatShortDay = (date: Date) => twoDigitDay.format(date).replace(',', '');

/** A tag as the edit screen's category option: `{ value: 'fashion', label: 'Fashion' }`. */
export const categoryOption = <T extends string>(tag: T) => ({
  value: tag.toLowerCase(),
  label: tag,
});

export interface CommentRow {
  id: number;
  accountId: number | null;
  name: string;
  website: string;
  text: string;
  createdAt: Date;
}

export const toComment = (row: CommentRow, avatar = ''): BlogComment => ({
  id: row.id,
  avatar,
  userFullName: row.name,
  website: row.website,
  commentedAt: formatDay(row.createdAt),
  createdAt: row.createdAt.toISOString(),
  commentText: row.text,
});
