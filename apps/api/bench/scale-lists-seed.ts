import type { AuditAction } from '@beacon/contract/audit';
import { productBrands, productCategories } from '@beacon/contract/ecommerce';
import { type InvoiceStatus, invoiceServices } from '@beacon/contract/invoice';
import pg from 'pg';
import { sqlTextArray } from '../src/lib/random';
import {
  companySuffixes,
  domains,
  firstNames,
  mailSubjects,
  pick,
  pickRare,
  productAdjectives,
  productNouns,
  rareProducts,
  rareSubjects,
  rareSurnames,
  rareTasks,
  surnames,
  taskTitles,
} from './scale-words';

/** The lists besides users, each seeded (and timed) on its own; products serve two lists. */
export const seededLists = ['invoices', 'products', 'mail', 'tasks', 'audit', 'alarms'] as const;
export type SeededList = (typeof seededLists)[number];

/** The account the bench signs in as: the mail and tasks lists are its own. */
const admin = `(select id from accounts where email = 'admin@demo.com')`;

/** A spread-out whole number per row, `salt` telling the columns apart (hashint4 can be < 0). */
const h = (salt: number) => `abs(hashint4(g.i * 31 + ${salt}))`;
const personName = `${pick(firstNames, h(1))} || ' ' || ${pickRare(surnames, rareSurnames, h(2))}`;
/** Some moment of the six years up to now. */
const moment = (salt: number) => `now() - (${h(salt)} % (6 * 365 * 86400)) * interval '1 second'`;

interface Seeder {
  /** The table the list reads; vacuumed and analysed after the seed. */
  table: string;
  /** The rows the list shows now (`as n`). */
  count: string;
  /** Inserts rows `g.i` = 1…n more. */
  insert: (n: number) => string;
  /** What a disabled per-row trigger would have kept, brought up to date in one statement. */
  after?: (before: string) => string;
  /** The biggest key before the seed, for `after` (`as n`). */
  mark?: string;
}

/**
 * Invoices: a copy of a generated client each, dates over six years, every status, amounts in
 * cents; `search` is what invoice.format's searchText writes (id, client name and e-mail, total,
 * balance, due date). No items or payments: the list shows neither.
 */
const invoices: Seeder = {
  table: 'invoices',
  count: 'select count(*) as n from invoices',
  mark: 'select coalesce(max(id), 0) as n from invoices',
  insert: (n) => `
    insert into invoices (id, issued_on, due_on, client, client_name, service, avatar, status,
      salesperson, subtotal, total, paid, balance, sent_at, search)
    select id, issued, due,
      jsonb_build_object('name', name, 'company', company, 'companyEmail', email,
        'address', (1 + ${h(3)} % 999) || ' ' || split_part(name, ' ', 2) || ' Street',
        'country', ${pick(['France', 'Germany', 'Portugal', 'Egypt', 'Canada', 'Brazil'], h(4))},
        'contact', '+1 (' || (200 + ${h(5)} % 700) || ') 555-' || (1000 + ${h(6)} % 9000)),
      name, ${pick(invoiceServices, h(7))},
      case when ${h(8)} % 3 = 0 then '' else '/assets/images/avatars/' || (1 + ${h(8)} % 12) || '.svg' end,
      status, ${pick(firstNames, h(9))} || ' ' || ${pick(surnames, h(10))},
      total, total, paid, total - paid,
      case when status <> 'Draft' then issued + time '10:00' end,
      lower(id || ' ' || name || ' ' || email || ' ' || trim_scale(total / 100.0) || ' ' ||
        trim_scale((total - paid) / 100.0) || ' ' || to_char(due, 'DD Mon YYYY'))
    from generate_series(1, ${n}) as g(i),
      lateral (select (select coalesce(max(id), 0) from invoices) + g.i as id,
        ${personName} as name,
        current_date - (${h(11)} % 2190) as issued,
        1000 + ${h(12)} % 900000 as total,
        ${pick(
          // Paid most often, then sent: the proportions of an organisation's real book.
          [
            'Paid',
            'Paid',
            'Paid',
            'Sent',
            'Sent',
            'Downloaded',
            'Draft',
            'Partial Payment',
            'Partial Payment',
            'Past Due',
          ] satisfies InvoiceStatus[],
          h(13),
        )} as status) as a,
      lateral (select a.issued + 14 + ${h(14)} % 46 as due,
        split_part(a.name, ' ', 2) || ' ' || ${pick(companySuffixes, h(15))} as company,
        lower(replace(a.name, ' ', '.')) || '@' || ${pick(domains, h(16))} as email,
        case a.status when 'Paid' then a.total when 'Partial Payment' then a.total / 2 else 0 end
          as paid) as b`,
  // invoices_keep_days adds each row to invoice_days: one grouped statement instead.
  after: (before) => `
    insert into invoice_days (day, invoiced, paid)
    select issued_on, sum(total), 0 from invoices where id > ${before} group by issued_on
    on conflict (day) do update set invoiced = invoice_days.invoiced + excluded.invoiced`,
};

/** The catalogue: every brand, category, rating; a tenth drafts; out, low and in stock. */
const products: Seeder = {
  table: 'products',
  count: 'select count(*) as n from products',
  insert: (n) => `
    insert into products (id, name, slug, description, brand, category, price, image,
      has_free_shipping, rating, stock, status, color_options)
    select id, name,
      trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) || '-' || id,
      '<p>' || name || ': a generated product.</p>',
      ${pick(productBrands, h(3))}, ${pick(productCategories, h(4))},
      round((100 + ${h(5)} % 499900) / 100.0, 2),
      '/assets/images/products/' || (1 + ${h(6)} % 27) || '.svg',
      ${h(7)} % 4 = 0, 1 + ${h(8)} % 5,
      case when ${h(9)} % 20 = 0 then 0 when ${h(9)} % 20 < 3 then 1 + ${h(10)} % 5
        else 6 + ${h(10)} % 495 end,
      case when ${h(11)} % 10 = 0 then 'draft' else 'active' end,
      ${sqlTextArray(['primary', 'success', 'warning'])}
    from generate_series(1, ${n}) as g(i),
      lateral (select (select coalesce(max(id), 0) from products) + g.i as id,
        case when ${h(1)} % 10007 = 0 then ${pick(rareProducts, h(2))}
          else ${pick(productAdjectives, h(1))} || ' ' || ${pick(productNouns, h(2))} end
          || ' M' || (100 + ${h(12)} % 900) as name) as a`,
};

/** The admin's mailbox: every folder and label, read and unread, over six years. */
const mail: Seeder = {
  table: 'emails',
  count: `select count(*) as n from emails where user_id = ${admin} and parent_id is null`,
  insert: (n) => `
    insert into emails (user_id, folder, is_read, is_starred, labels, time, from_email, from_name,
      from_avatar, "to", subject, message)
    select ${admin}, folder, ${h(3)} % 3 <> 0, ${h(4)} % 20 = 0,
      case ${h(5)} % 8 when 0 then array['personal'] when 1 then array['company']
        when 2 then array['important'] when 3 then array['private']
        when 4 then array['company', 'important'] else array[]::text[] end,
      ${moment(6)},
      case when folder in ('sent', 'draft') then 'admin@demo.com' else email end,
      case when folder in ('sent', 'draft') then 'John Doe' else name end,
      '/assets/images/avatars/' || (1 + ${h(7)} % 12) || '.svg',
      case when folder in ('sent', 'draft') then jsonb_build_array(jsonb_build_object('name', name, 'email', email))
        else '[{"name": "John Doe", "email": "admin@demo.com"}]'::jsonb end,
      subject, '<p>' || subject || ', from ' || name || '.</p>'
    from generate_series(1, ${n}) as g(i),
      lateral (select ${personName} as name,
        ${pick(
          // Half the mail in the inbox, little in drafts: what a mailbox holds.
          ['inbox', 'inbox', 'inbox', 'inbox', 'inbox', 'sent', 'sent', 'draft', 'spam', 'trash'],
          h(8),
        )} as folder,
        ${pickRare(mailSubjects, rareSubjects, h(9))} || ' ' || (1 + ${h(10)} % 500) as subject) as a,
      lateral (select lower(replace(a.name, ' ', '.')) || '@' || ${pick(domains, h(11))} as email) as b`,
};

/** The admin's tasks: every tag, flags in plausible shares, due dates two years either side. */
const tasks: Seeder = {
  table: 'tasks',
  count: `select count(*) as n from tasks where user_id = ${admin}`,
  insert: (n) => `
    insert into tasks (user_id, position, title, tags, is_completed, is_deleted, is_important,
      assignee_name, assignee_avatar, due_date, description)
    select ${admin}, (select coalesce(min(position), 0) from tasks) - g.i,
      ${pickRare(taskTitles, rareTasks, h(1))} || ' ' || (1 + ${h(2)} % 900),
      case ${h(3)} % 7 when 0 then array['team'] when 1 then array['low'] when 2 then array['medium']
        when 3 then array['high'] when 4 then array['update'] when 5 then array['low', 'team']
        else array[]::text[] end,
      ${h(4)} % 3 = 0, ${h(5)} % 20 = 0, ${h(6)} % 5 = 0,
      case when ${h(7)} % 10 = 0 then null else ${personName} end,
      case when ${h(8)} % 2 = 0 then '' else '/assets/images/avatars/' || (1 + ${h(8)} % 12) || '.svg' end,
      case when ${h(9)} % 10 = 0 then null else current_date + (${h(10)} % 1460 - 730) end,
      '<p>Generated task ' || g.i || '</p>'
    from generate_series(1, ${n}) as g(i)`,
};

/**
 * The audit log: six years of writes by the demo accounts (a tenth without a session), every
 * action; sign-ins and sign-outs on `sessions`, role changes on `accounts`.
 */
const auditResources = ['users', 'products', 'tasks', 'emails', 'events', 'alarms', 'sensors'];
const audit: Seeder = {
  table: 'audit_log',
  count: 'select count(*) as n from audit_log',
  insert: (n) => `
    insert into audit_log (at, actor_id, action, resource, resource_id, changes)
    select ${moment(1)}, actor, action,
      case action when 'sign-in' then 'sessions' when 'sign-out' then 'sessions'
        when 'role-change' then 'accounts' else ${pick(auditResources, h(3))} end,
      case when action in ('sign-in', 'sign-out') then '' else (1 + ${h(4)} % 100000)::text end,
      case action when 'create' then '{"status": [null, "active"]}'::jsonb
        when 'delete' then '{"status": ["active", null]}'::jsonb
        when 'role-change' then '{"role": ["user", "manager"]}'::jsonb
        when 'update' then '{"status": ["draft", "active"]}'::jsonb else '{}'::jsonb end
    from generate_series(1, ${n}) as g(i),
      lateral (select case when ${h(5)} % 10 = 0 then null
          else ((select array_agg(id order by id) from accounts))[1 + ${h(6)} % (select count(*) from accounts)]
          end as actor,
        ${pick(
          [
            'update',
            'update',
            'update',
            'update',
            'create',
            'create',
            'delete',
            'sign-in',
            'sign-in',
            'sign-out',
            'role-change',
          ] satisfies AuditAction[],
          h(2),
        )} as action) as a`,
};

/**
 * Alarms: each of a rule of the demo and a sensor it watches, three years back; the newest 40
 * still open (half acknowledged), without a rule so that the one-open-alarm-per-rule-and-sensor
 * index holds. Most cleared ones were acknowledged by the admin.
 */
const alarms: Seeder = {
  table: 'alarms',
  count: 'select count(*) as n from alarms',
  insert: (n) => `
    with pairs as (
      select row_number() over (order by r.id, s.id) - 1 as k, r.id as rule_id, r.name, s.id as sensor_id,
        r.condition, r.severity
      from alarm_rules r join sensors s on s.id = r.sensor_id or s.zone = r.zone)
    insert into alarms (rule_id, rule_name, sensor_id, condition, severity, opened_at, open_value,
      peak_value, peak_at, cleared_at, acknowledged_at, acknowledged_by, comment)
    select case when is_open then null else p.rule_id end, p.name, p.sensor_id,
      case when p.condition = 'noData' then 'above' else p.condition end, p.severity, opened,
      value, value + 1.5, opened + interval '3 minutes',
      case when not is_open then opened + (5 + ${h(3)} % 240) * interval '1 minute' end,
      case when is_open and g.i % 2 = 0 then opened + interval '2 minutes'
        when not is_open and ${h(4)} % 10 < 7 then opened + interval '4 minutes' end,
      case when (is_open and g.i % 2 = 0) or (not is_open and ${h(4)} % 10 < 7) then ${admin} end,
      case when ${h(4)} % 10 = 0 then 'Checked on site' end
    from generate_series(1, ${n}) as g(i),
      lateral (select g.i > ${n} - 40 as is_open,
        round((${h(5)} % 600 / 10.0 - 20)::numeric, 1)::float8 as value) as a,
      lateral (select case when a.is_open then now() - (${n} - g.i) * interval '7 minutes'
        else now() - interval '1 day' - (${h(1)} % (3 * 365 * 86400)) * interval '1 second' end
        as opened) as b,
      pairs p
    where p.k = ${h(2)} % (select count(*) from pairs)`,
};

const seeders: Record<SeededList, Seeder> = { invoices, products, mail, tasks, audit, alarms };

export interface ListSeed {
  list: SeededList;
  before: number;
  added: number;
  ms: number;
}

/** The one number a `select … as n` answers. */
const numberOf = async (client: pg.Client, text: string) =>
  Number((await client.query<{ n: string }>(text)).rows[0]?.n);

/**
 * Brings each of `lists` up to `rows` rows (the ones already there count: a kept database is
 * topped up, not seeded twice), then vacuums and analyses its table. Each insert runs with
 * `session_replication_role = replica`: no trigger fires, so the audit trigger, the foreign-key
 * checks and invoices_keep_days cost nothing per row; what the latter keeps is then added in one
 * grouped statement (`after`).
 */
export async function seedLists(
  url: string,
  lists: readonly SeededList[],
  rows: number,
  say: (line: string) => void,
): Promise<ListSeed[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const done: ListSeed[] = [];
    for (const list of lists) {
      const seeder = seeders[list];
      const before = await numberOf(client, seeder.count);
      const added = Math.max(0, rows - before);
      const started = performance.now();
      if (added > 0) {
        say(
          `Seeding ${list}: ${before.toLocaleString('en-US')} rows, adding ${added.toLocaleString('en-US')}...`,
        );
        await client.query('begin');
        try {
          await client.query('set local session_replication_role = replica');
          const lastKey = seeder.mark ? await numberOf(client, seeder.mark) : 0;
          await client.query(seeder.insert(added));
          if (seeder.after) await client.query(seeder.after(String(lastKey)));
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
        if (list === 'invoices' || list === 'products')
          await client.query(
            `select setval(pg_get_serial_sequence('${seeder.table}', 'id'), max(id)) from ${seeder.table}`,
          );
        await client.query(`vacuum analyze ${seeder.table}`);
        if (list === 'invoices') await client.query('vacuum analyze invoice_days');
      }
      done.push({ list, before, added, ms: performance.now() - started });
    }
    return done;
  } finally {
    await client.end();
  }
}
