import { z } from 'zod';
import {
  accountLimits as limits,
  accountMessages as messages,
  avatarValueProblem,
  connectionKeys,
  notificationKeys,
  socialLinkKeys,
} from './account-values';
import { isBlankPassword, usernamePattern } from './auth';

export * from './account-values';

// ---------------------------------------------------------------------------------------------
// What GET /account-setting/data answers: `general` is the signed-in
// account itself; the rest is stored per account, with sample defaults until first saved.

export const accountGeneralSchema = z
  .object({
    avatar: z.string().nullable().meta({
      description:
        'The store URL of the picture (`/api/files/<id>`, read with the bearer token), an image path, or null: none',
    }),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
    company: z.string(),
  })
  .meta({ id: 'AccountGeneral' });
export type AccountGeneral = z.infer<typeof accountGeneralSchema>;

export const accountInfoSchema = z
  .object({
    bio: z.string(),
    dob: z.string().nullable().meta({ description: 'Birth date, YYYY-MM-DD, or null' }),
    country: z.string(),
    website: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'AccountInfo' });
export type AccountInfo = z.infer<typeof accountInfoSchema>;

const keyed = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>);

export const socialLinksSchema = keyed(socialLinkKeys, z.string());
export const connectionsSchema = keyed(connectionKeys, z.boolean());
export const accountSocialSchema = z
  .object({ socialLinks: socialLinksSchema, connections: connectionsSchema })
  .meta({ id: 'AccountSocial' });
export type AccountSocial = z.infer<typeof accountSocialSchema>;

export const accountNotificationSchema = keyed(notificationKeys, z.boolean()).meta({
  id: 'AccountNotification',
});
export type AccountNotification = z.infer<typeof accountNotificationSchema>;

export const accountSettingsSchema = z
  .object({
    general: accountGeneralSchema,
    info: accountInfoSchema,
    social: accountSocialSchema,
    notification: accountNotificationSchema,
  })
  .meta({ id: 'AccountSettings' });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// The saves (an addition to the kept API). Each PUT replaces what it names.

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message);

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
const urlOrEmpty = text(limits.url, messages.urlInvalid)
  .refine((value) => value === '' || httpUrl.safeParse(value).success, messages.urlInvalid)
  .default('');

const flag = z.boolean({ error: messages.flagInvalid });

const today = () => new Date().toISOString().slice(0, 10);
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const accountUsernameSchema = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(1, messages.usernameRequired)
  .min(3, messages.usernameTooShort)
  .max(30, messages.usernameTooLong)
  .regex(usernamePattern, messages.usernameCharacters);

/**
 * General: a new avatar (the store URL of the caller's own `avatar` upload, or a data URL the API
 * stores), null to remove it, or left out to keep it.
 */
export const accountGeneralBodySchema = z.object({
  avatar: z
    .string({ error: messages.avatarUnreadable })
    .superRefine((value, ctx) => {
      const problem = avatarValueProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
    })
    .nullable()
    .optional(),
  username: accountUsernameSchema,
  fullName: z
    .string({ error: messages.fullNameRequired })
    .trim()
    .min(1, messages.fullNameRequired)
    .max(limits.fullName, messages.fullNameTooLong),
  email: z.email({ error: messages.emailInvalid }).trim().max(254, messages.emailInvalid),
  company: text(limits.company, messages.companyTooLong).default(''),
});
export type AccountGeneralBody = z.infer<typeof accountGeneralBodySchema>;
export type AccountGeneralBodyInput = z.input<typeof accountGeneralBodySchema>;

export const accountInfoBodySchema = z.object({
  bio: text(limits.bio, messages.bioTooLong).default(''),
  dob: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z
        .string({ error: messages.dobInvalid })
        .regex(/^\d{4}-\d{2}-\d{2}$/, messages.dobInvalid)
        .refine(isCalendarDate, messages.dobInvalid)
        .refine((value) => value < today(), messages.dobNotPast)
        .nullable(),
    )
    .default(null),
  country: text(limits.country, messages.countryTooLong).default(''),
  website: urlOrEmpty,
  phone: text(limits.phone, messages.phoneInvalid)
    .refine(
      (value) =>
        value === '' ||
        (/^[0-9+()\-. ]+$/.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 6),
      messages.phoneInvalid,
    )
    .default(''),
});
export type AccountInfoBody = z.infer<typeof accountInfoBodySchema>;
export type AccountInfoBodyInput = z.input<typeof accountInfoBodySchema>;

/** Social links and connections are two tabs: each sends its half (or both). */
export const accountSocialBodySchema = z
  .object({
    socialLinks: keyed(socialLinkKeys, urlOrEmpty).optional(),
    connections: keyed(connectionKeys, flag).optional(),
  })
  .refine((body) => body.socialLinks || body.connections, messages.socialEmpty);
export type AccountSocialBody = z.infer<typeof accountSocialBodySchema>;
export type AccountSocialBodyInput = z.input<typeof accountSocialBodySchema>;

export const accountNotificationBodySchema = keyed(notificationKeys, flag);
export type AccountNotificationBody = z.infer<typeof accountNotificationBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, messages.currentPasswordRequired),
    newPassword: z
      .string({ error: messages.newPasswordTooShort })
      .refine((password) => !isBlankPassword(password), messages.newPasswordBlank)
      .min(limits.passwordMin, messages.newPasswordTooShort)
      .max(limits.passwordMax, messages.newPasswordTooLong),
    confirmPassword: z.string({ error: messages.confirmMismatch }),
    refreshToken: z.string().optional().meta({
      description:
        'The refresh token of this session, which stays signed in; without it every session of the account is signed out',
    }),
  })
  .superRefine((body, ctx) => {
    if (body.currentPassword && body.newPassword === body.currentPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: messages.newPasswordSame });
    if (body.confirmPassword !== body.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: messages.confirmMismatch,
      });
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const accountGeneralReplySchema = z.object({ general: accountGeneralSchema });
export const accountInfoReplySchema = z.object({ info: accountInfoSchema });
export const accountSocialReplySchema = z.object({ social: accountSocialSchema });
export const accountNotificationReplySchema = z.object({ notification: accountNotificationSchema });
export const changePasswordReplySchema = z.object({
  signedOutSessions: z.number().int().meta({ description: 'Other sign-ins that were ended' }),
});
export type ChangePasswordReply = z.infer<typeof changePasswordReplySchema>;
