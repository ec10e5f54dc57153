import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlTextArray } from '../../lib/random';
import { SAMPLE_PRODUCTS } from './ecommerce.seed';
import { orders } from './ecommerce.table';

/** A year of sample orders: enough for the dashboards to have a shape on a fresh demo. */
export const SAMPLE_ORDERS = 240;

const cities = ['Lisbon', 'Toronto', 'Osaka', 'Nairobi', 'Bergen', 'Valparaíso'];
const methods = ['card', 'net-banking', 'emi', 'cod'];

/**
 * `total` orders by the given buyers over the year before `now`, in two INSERT … SELECTs (fast at
 * 10,000). Deterministic: each order's figures follow from its number. More of them are recent
 * (the shop grows), older ones are delivered or, one in ten, cancelled; the last fortnight's are
 * still placed. Each has one line of one sample product, priced as the catalogue.
 */
export async function seedSampleOrders(
  db: Db,
  {
    buyerIds,
    total = SAMPLE_ORDERS,
    now = new Date(),
  }: {
    buyerIds: readonly number[];
    total?: number;
    now?: Date;
  },
): Promise<void> {
  if (buyerIds.length === 0 || total < 1) return;
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${orders.id}), 0) + 1` })
    .from(orders);
  const first = Number(row?.next ?? 1);
  const buyers = `ARRAY[${buyerIds.map(Number).join(',')}]::int[]`;
  const n = SAMPLE_PRODUCTS;
  await db.execute(
    sql.raw(`
    insert into orders (id, user_id, created_at, status, payment_method, address, items_count,
                        mrp, discount, delivery, total)
    select ${first} - 1 + i, (${buyers})[1 + (i * 7) % ${buyerIds.length}], created,
           case when age < 14 then 'placed' when i % 10 = 3 then 'cancelled' else 'delivered' end,
           (${sqlTextArray(methods)})[1 + i % ${methods.length}],
           jsonb_build_object('fullName', 'Sample Buyer', 'mobile', '5550100' || lpad((i % 100)::text, 3, '0'),
             'houseNumber', (1 + i % 90)::text, 'landmark', '', 'city', (${sqlTextArray(cities)})[1 + i % ${cities.length}],
             'pincode', lpad((10000 + i % 89999)::text, 5, '0'), 'state', 'Sample', 'type', 'home'),
           qty, mrp, discount, case when mrp - discount >= 100 then 0 else 9.99 end,
           mrp - discount + case when mrp - discount >= 100 then 0 else 9.99 end
    from generate_series(1, ${Math.floor(total)}) as i,
         lateral (select 365 * power(((i::bigint * 7919) % 10007) / 10007.0, 1.25) as age) as a,
         lateral (select '${now.toISOString()}'::timestamptz - make_interval(secs => age * 86400) as created) as c,
         lateral (select 1 + (i * 13) % ${n} as product, 1 + i % 3 as qty) as p,
         lateral (select round(price * qty, 2) as mrp, round(price * qty * (i % 4) * 5 / 100, 2) as discount
                  from products where id = product) as m
  `),
  );
  await db.execute(
    sql.raw(`
    insert into order_lines (order_id, position, product_id, name, image, price, qty,
                             discount_percentage, line_total)
    select o.id, 1, p.id, p.name, p.image, p.price, o.items_count, (o.id - ${first} + 1) % 4 * 5,
           o.mrp - o.discount
    from orders o join products p on p.id = 1 + ((o.id - ${first} + 1) * 13) % ${n}
    where o.id >= ${first}
  `),
  );
  await db.execute(
    sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`,
  );
}
