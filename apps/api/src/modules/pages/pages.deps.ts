import type { Db } from '../../db/client';

/**
 * What the pages need to know about the signed-in account, asked of the account module through
 * the module context (pages.module.ts): modules never import each other.
 */
export interface ProfileFacts {
  fullName: string;
  username: string;
  email: string;
  avatar?: string | null;
  role: string;
  joinedAt: Date | string;
  bio?: string | null;
  country?: string | null;
  website?: string | null;
  phone?: string | null;
}

export type ProfileOf = (db: Db, accountId: number) => Promise<ProfileFacts | undefined>;

/** The account's plan as the users list names them: basic, team, company or enterprise. */
export type PlanOf = (db: Db, accountId: number) => Promise<string | undefined>;
