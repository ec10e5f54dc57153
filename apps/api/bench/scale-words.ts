import { sqlTextArray } from '../src/lib/random';

/**
 * The words the lists' generated rows are made of. The common ones hold no "q", "x" or "z"; the
 * rare ones (about one row in ten thousand) hold "q" or "z"; nothing holds "x". So a search of
 * "a" or "an" matches most rows, "z" or "qu" a few, "x" or "xw" none: the three cases a list's
 * search must answer quickly (many matches: walk the sort index; few or none: lead with the
 * search index).
 */
// prettier-ignore
export const firstNames = [
  'Ada', 'Alan', 'Anna', 'Bella', 'Carla', 'Cyril', 'Dora', 'Edwin', 'Elena', 'Farah',
  'Gavin', 'Greta', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Karim', 'Laura', 'Leon', 'Maya',
  'Milo', 'Nadia', 'Omar', 'Paula', 'Ravi', 'Rosa', 'Sami', 'Tara', 'Victor', 'Wendy',
];
// prettier-ignore
export const surnames = [
  'Ashdown', 'Bennett', 'Carter', 'Dalton', 'Ellis', 'Fletcher', 'Garner', 'Hartley', 'Irwin',
  'Jensen', 'Kendall', 'Lockwood', 'Marsh', 'Norton', 'Oakley', 'Pryce', 'Radley', 'Sutton',
  'Thorne', 'Upton', 'Vance', 'Walsh', 'Whitlock', 'Yardley', 'Barlow', 'Colman', 'Dunmore',
  'Foster', 'Grant', 'Holt',
];
export const rareSurnames = ['Quimby', 'Zubiri', 'Quade', 'Zeller'];
export const domains = ['postmail.org', 'fastpost.net', 'ourfirm.com', 'brightline.io'];
export const companySuffixes = ['Ltd', 'Group', 'Partners', 'Labs', 'Works', 'Studio', 'Trading'];

// prettier-ignore
export const productAdjectives = [
  'Compact', 'Wireless', 'Smart', 'Portable', 'Classic', 'Digital', 'Ultra', 'Premium', 'Silent',
  'Rapid',
];
// prettier-ignore
export const productNouns = [
  'Speaker', 'Camera', 'Monitor', 'Router', 'Blender', 'Headset', 'Charger', 'Kettle', 'Printer',
  'Tablet', 'Keyboard', 'Lamp',
];
export const rareProducts = ['Quartz Zoom Lens', 'Zen Quad Drone'];

// prettier-ignore
export const mailSubjects = [
  'Meeting notes', 'Invoice reminder', 'Weekly report', 'Project update', 'Travel plans',
  'Team lunch', 'Budget review', 'Holiday schedule', 'Contract draft', 'Welcome aboard',
  'Release planning', 'Design feedback',
];
export const rareSubjects = ['Quiz night', 'Zoning permit'];

// prettier-ignore
export const taskTitles = [
  'Call the supplier', 'Review the design', 'Update the roadmap', 'Plan the sprint',
  'Book the venue', 'Send the invoices', 'Write release notes', 'Repair the login page',
  'Prepare the demo', 'Order office supplies', 'Check the backups', 'Renew the domain',
];
export const rareTasks = ['Quote for the Zurich office', 'Quarterly accounts'];

/** `(ARRAY[...])[1 + (<index>) % n]`: a word of `words` picked by an SQL integer expression. */
export const pick = (words: readonly string[], index: string) =>
  `(${sqlTextArray(words)})[1 + (${index}) % ${words.length}]`;

/** A common word, or one row in about ten thousand a rare one (a prime, so no pattern lines up). */
export const pickRare = (common: readonly string[], rare: readonly string[], index: string) =>
  `case when (${index}) % 10007 = 0 then ${pick(rare, `(${index}) / 10007`)} else ${pick(common, index)} end`;

/**
 * The searches timed on every list with `q`, each list adding words of its own rows. Each
 * request takes the next, so a shape's requests mix many, few and no matches.
 */
export const commonSearches = {
  one: ['a', 'e', 'z', 'x'],
  two: ['an', 'er', 'qu', 'xw'],
};
