// The account-settings module's fixed values and checks without zod: the web app checks an avatar
// file before reading it without loading the schemas (account.ts re-exports all of this).

import { filesPath } from './files-values';

/** The store URL of a file: what an account's avatar is once uploaded. */
const storedAvatarPattern = new RegExp(`^${filesPath}/[A-Za-z0-9_-]{22}$`);

/** Avatars sent inline as data URLs: JPG, GIF or PNG, at most 800 kB. */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type AvatarType = (typeof avatarTypes)[number];
export const avatarMaxBytes = 800 * 1024;

/** The social links of the kept settings reply, each a URL or empty. */
export const socialLinkKeys = [
  'twitter',
  'facebook',
  'google',
  'linkedIn',
  'instagram',
  'quora',
] as const;
export type SocialLinkKey = (typeof socialLinkKeys)[number];

/** The connected accounts of the kept settings reply, each connected or not. */
export const connectionKeys = ['twitter', 'google', 'facebook', 'github'] as const;
export type ConnectionKey = (typeof connectionKeys)[number];

/** The notification flags, in the order the page lists them. */
export const notificationKeys = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
export type NotificationKey = (typeof notificationKeys)[number];

export const accountLimits = {
  fullName: 100,
  company: 100,
  bio: 500,
  country: 60,
  url: 300,
  phone: 30,
  passwordMin: 8,
  passwordMax: 200,
} as const;

/**
 * Every message the API gives about account settings; the web app translates them by these keys
 * (the same check runs in the form first, so the user meets them before sending).
 */
export const accountMessages = {
  avatarType: 'Allowed JPG, GIF or PNG.',
  avatarSize: 'The image must be at most 800 kB.',
  avatarUnreadable: 'The image could not be read.',
  avatarNotOwn: 'Upload the picture first: the avatar must be one of your own avatar uploads',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 30 characters',
  usernameCharacters: 'Username may contain only letters, digits, dot, dash and underscore',
  usernameTaken: 'This username is already in use.',
  fullNameRequired: 'Please enter your full name',
  fullNameTooLong: `Full name must be at most ${accountLimits.fullName} characters`,
  emailInvalid: 'Enter a valid email',
  emailTaken: 'This email is already in use.',
  companyTooLong: `Company must be at most ${accountLimits.company} characters`,
  bioTooLong: `Bio must be at most ${accountLimits.bio} characters`,
  dobInvalid: 'Enter a date as YYYY-MM-DD',
  dobNotPast: 'The birth date must be in the past',
  countryTooLong: `Country must be at most ${accountLimits.country} characters`,
  urlInvalid: 'Enter a web address starting with http:// or https://',
  phoneInvalid: 'A phone number has 6 to 30 digits, spaces and + ( ) - .',
  flagInvalid: 'Must be true or false',
  socialEmpty: 'Send socialLinks, connections or both',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'The current password is incorrect',
  newPasswordTooShort: `The new password must be at least ${accountLimits.passwordMin} characters`,
  newPasswordTooLong: `The new password must be at most ${accountLimits.passwordMax} characters`,
  newPasswordSame: 'The new password must differ from the current one',
  newPasswordBlank: 'The new password may not be only spaces',
  newPasswordCommon: 'The new password is too common: choose one that is harder to guess',
  confirmMismatch: 'The passwords do not match',
} as const;
export type AccountMessageKey = keyof typeof accountMessages;

/** The defaults that an account has until it saves its own. */
export const accountDefaults = {
  company: '',
  info: { bio: '', dob: null, country: 'USA', website: '', phone: '' },
  socialLinks: {
    twitter: 'https://www.twitter.com',
    facebook: '',
    google: '',
    linkedIn: 'https://www.linkedin.com',
    instagram: '',
    quora: '',
  },
  connections: { twitter: true, google: true, facebook: false, github: false },
  notification: {
    commentOnArticle: true,
    answerOnForm: true,
    followMe: false,
    newAnnouncements: true,
    productUpdates: true,
    blogDigest: false,
  },
} as const satisfies {
  company: string;
  info: { bio: string; dob: string | null; country: string; website: string; phone: string };
  socialLinks: Record<SocialLinkKey, string>;
  connections: Record<ConnectionKey, boolean>;
  notification: Record<NotificationKey, boolean>;
};

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first bytes of base64 text (enough for a file signature), without atob (not in ES lib). */
function leadingBytes(base64: string, count: number): number[] {
  const bytes: number[] = [];
  let bits = 0;
  let buffer = 0;
  for (const char of base64) {
    const value = base64Alphabet.indexOf(char);
    if (value < 0 || bytes.length >= count) break;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

const signatures: Record<AvatarType, number[][]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
};

/** The longest data URL an 800 kB image makes (base64 grows 4/3), with room for its header. */
export const avatarDataUrlMax = Math.ceil(avatarMaxBytes / 3) * 4 + 32;

export const isAvatarType = (type: string): type is AvatarType =>
  (avatarTypes as readonly string[]).includes(type);

/**
 * What is wrong with an avatar data URL, or null: the declared type must be PNG, JPEG or GIF and
 * the bytes must start like one (a renamed file is refused), at most 800 kB once decoded.
 */
export function avatarProblem(dataUrl: string): AccountMessageKey | null {
  if (dataUrl.length > avatarDataUrlMax) return 'avatarSize';
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl);
  if (!match) return 'avatarUnreadable';
  const type = (match[1] ?? '').toLowerCase();
  const base64 = match[2] ?? '';
  if (!isAvatarType(type)) return 'avatarType';
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (base64.length % 4 !== 0 || base64.length === 0) return 'avatarUnreadable';
  if ((base64.length / 4) * 3 - padding > avatarMaxBytes) return 'avatarSize';
  const head = leadingBytes(base64, 8);
  const matches = signatures[type].some((signature) =>
    signature.every((byte, i) => head[i] === byte),
  );
  return matches ? null : 'avatarType';
}

/**
 * What is wrong with an avatar value, or null: a store URL (`/api/files/<id>`, whose file the API
 * checks) or a data URL (checked here).
 */
export function avatarValueProblem(value: string): AccountMessageKey | null {
  if (value.startsWith(`${filesPath}/`))
    return storedAvatarPattern.test(value) ? null : 'avatarNotOwn';
  return avatarProblem(value);
}

/** A file chosen for upload, checked before it is read: its type, then its size. */
export function avatarFileProblem(file: { type: string; size: number }): AccountMessageKey | null {
  if (!isAvatarType(file.type)) return 'avatarType';
  if (file.size > avatarMaxBytes) return 'avatarSize';
  return null;
}
