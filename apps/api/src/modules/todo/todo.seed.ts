import type { TaskTag } from '@beacon/contract/todo';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlTextArray } from '../../lib/random';
import { tasks } from './todo.table';

/** 18 sample tasks; `--scale N` adds generated ones up to N. */
export const SAMPLE_TASKS = 18;

type Flag = 'c' | 'd' | 'i';
type Sample = [
  title: string,
  tags: TaskTag[],
  flags: Flag[],
  assignee: string,
  avatar: number,
  dueInDays: number,
];

// Our own tasks with these counts: tags medium 9, low 6, team 3, high 3, update 2;
// completed 2, 5, 6, 10, 11, 16; deleted 6, 9; important 4, 5, 7, 11, 14, 18; 18 assignees, 8
// without an avatar (0). Due dates are days from the seed day, spread over about a month.
// prettier-ignore
const samples: Sample[] = [
  ['Rewrite the onboarding e-mail so it fits on one phone screen.', ['update'], [], 'Jacob Ramirez', 1, 3],
  ['Plan the team offsite agenda and book the room.', ['team', 'medium'], ['c'], 'Amara Okafor', 0, -4],
  ['Fix the checkout crash reported by three customers.', ['high'], [], 'Lucas Moreau', 2, 1],
  ['Review the quarterly budget draft before Friday.', ['low'], ['i'], 'Priya Natarajan', 3, 6],
  ['Renew the SSL certificates of the staging servers.', ['medium'], ['c', 'i'], 'Tomás Herrera', 0, -2],
  ['Migrate the old invoices to the new archive.', ['high'], ['c', 'd'], 'Hannah Becker', 4, -5],
  ['Collect feedback on the new dashboard layout.', ['low', 'medium'], ['i'], 'Kenji Watanabe', 5, 9],
  ['Update the privacy page with the new contact address.', ['medium'], [], 'Sofia Rossi', 0, 12],
  ['Order replacement batteries for the warehouse scanners.', ['high'], ['d'], 'Daniel Kowalski', 6, 4],
  ['Write release notes for version 2.4.', ['low'], ['c'], 'Leila Haddad', 0, -1],
  ['Call the printer supplier about the late delivery.', ['medium'], ['c', 'i'], 'Oliver Bennett', 7, 2],
  ['Prepare the demo for the regional sales meeting.', ['team', 'low'], [], 'Chloé Dubois', 8, 15],
  ['Pair with the new hire on the support queue.', ['team', 'medium'], [], 'Mateo Silva', 0, 18],
  ['Check the accessibility report of the sign-up form.', ['medium'], ['i'], 'Ingrid Larsen', 9, 7],
  ['Archive last year’s project boards.', ['update', 'low'], [], 'Samuel Adeyemi', 0, 21],
  ['Translate the help centre’s top ten articles.', ['medium'], ['c'], 'Yuki Tanaka', 10, -3],
  ['Tidy the shared drive’s marketing folder.', ['medium'], [], 'Noah Fischer', 0, 10],
  ['Draft the survey for the customer advisory board.', ['low'], ['i'], 'Elena Petrova', 0, 25],
];

const avatarUrl = (n: number) => (n === 0 ? '' : `/assets/images/avatars/${n}.svg`);

/** The seed day plus `days`, as YYYY-MM-DD (UTC): the demo never looks stale. */
const dayFromToday = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};

export function sampleTasks(userId: number): (typeof tasks.$inferInsert)[] {
  return samples.map(([title, tags, flags, assignee, avatar, dueInDays], i) => ({
    userId,
    // Manual order starts as newest first, like the default sort.
    position: -(i + 1),
    title,
    tags,
    isCompleted: flags.includes('c'),
    isDeleted: flags.includes('d'),
    isImportant: flags.includes('i'),
    assigneeName: assignee,
    assigneeAvatar: avatarUrl(avatar),
    dueDate: dayFromToday(dueInDays),
    description: `<p>${title}</p>`,
  }));
}

/**
 * Tasks 19…total for benchmarks, in one INSERT … SELECT: numbered variants of the samples'
 * titles, with tags, flags, assignees and due dates cycling at different strides.
 */
async function seedGeneratedTasks(db: Db, userId: number, total: number) {
  const titles = sqlTextArray(samples.map((s) => s[0].replace(/\.$/, '')));
  const names = sqlTextArray(samples.map((s) => s[3]));
  const n = SAMPLE_TASKS;
  await db.execute(
    sql.raw(`
    insert into tasks (user_id, position, title, tags, is_completed, is_deleted, is_important,
                       assignee_name, assignee_avatar, due_date, description)
    select ${userId}, -i,
           (${titles})[1 + i % ${n}] || ' #' || i,
           case i % 7 when 0 then array['team'] when 1 then array['low']
                      when 2 then array['medium'] when 3 then array['high']
                      when 4 then array['update'] when 5 then array['low', 'medium']
                      else array[]::text[] end,
           i % 3 = 0, i % 10 = 0, i % 4 = 0,
           case when i % 9 = 0 then null else (${names})[1 + i % ${n}] end,
           case when i % 2 = 0 then '' else '/assets/images/avatars/' || (1 + i % 12) || '.svg' end,
           current_date + (i % 120 - 60),
           '<p>Generated task ' || i || '</p>'
    from generate_series(${n + 1}, ${Math.floor(total)}) as i
  `),
  );
}

/** The demo admin's tasks: the 18 samples (ids 1–18), then generated ones up to `total`. */
export async function seedTodo(
  db: Db,
  { demoUserId, tasks: total = SAMPLE_TASKS }: { demoUserId?: number; tasks?: number },
): Promise<void> {
  if (demoUserId === undefined) return;
  await db.insert(tasks).values(sampleTasks(demoUserId));
  if (total > SAMPLE_TASKS) await seedGeneratedTasks(db, demoUserId, total);
}
