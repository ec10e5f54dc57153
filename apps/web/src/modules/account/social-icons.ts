import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconMessageQuestion,
  type Icon,
} from '@tabler/icons-react';
import type { ConnectionKey, SocialLinkKey } from '@beacon/contract/account-values';

/** Each network's mark (Quora has none in Tabler: a question bubble stands in). */
export const socialIcons: Record<SocialLinkKey | ConnectionKey, Icon> = {
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
  google: IconBrandGoogle,
  linkedIn: IconBrandLinkedin,
  instagram: IconBrandInstagram,
  quora: IconMessageQuestion,
  github: IconBrandGithub,
};
