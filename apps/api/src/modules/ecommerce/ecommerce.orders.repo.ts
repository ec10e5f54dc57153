import type { FieldErrors } from '@beacon/contract/common';
import {
  type Address,
  type NewAddress,
  type NewOrder,
  type Order,
  type OrderLine,
  ecommerceMessages,
} from '@beacon/contract/ecommerce';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { lineTotal, orderNumber, summarize } from './ecommerce.pricing';
import { inShop, pricedCartLines } from './ecommerce.repo';
import { addresses, cartItems, orderLines, orders, products } from './ecommerce.table';

// ---------------------------------------------------------------------------------------------
// Addresses

const addressColumns = {
  id: addresses.id,
  fullName: addresses.fullName,
  mobile: addresses.mobile,
  houseNumber: addresses.houseNumber,
  landmark: addresses.landmark,
  city: addresses.city,
  pincode: addresses.pincode,
  state: addresses.state,
  type: addresses.type,
};

// Stored values were checked by the contract on the way in.
const asAddress = (row: { type: string }) => row as Address;

export const listAddresses = async (db: Db, userId: number) =>
  (
    await db
      .select(addressColumns)
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
  ).map(asAddress);

export async function insertAddress(db: Db, userId: number, address: NewAddress) {
  const [row] = await db
    .insert(addresses)
    .values({ ...address, userId })
    .returning(addressColumns);
  if (!row) throw new Error('insert into addresses returned no row');
  return asAddress(row);
}

export async function deleteAddress(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Orders

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

function toOrder(row: OrderRow, lines: readonly LineRow[]): Order {
  return {
    id: row.id,
    number: orderNumber(row.id),
    createdAt: row.createdAt.toISOString(),
    status: 'placed',
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    address: row.address,
    lines: lines.map((line): OrderLine => ({
      productId: line.productId,
      name: line.name,
      image: line.image,
      price: line.price,
      qty: line.qty,
      discountPercentage: line.discountPercentage,
      lineTotal: line.lineTotal,
    })),
    totals: {
      itemsCount: row.itemsCount,
      mrp: row.mrp,
      discount: row.discount,
      delivery: row.delivery,
      total: row.total,
    },
  };
}

/** The orders with their lines, in the order of `rows`. */
async function withLines(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  );
}

/** The user's orders, newest first. */
export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id));
  return withLines(db, rows);
}

export async function findOrder(db: Db, userId: number, id: number): Promise<Order | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.id, id)));
  return (await withLines(db, rows))[0];
}

/**
 * Takes each line's quantity out of its product's stock, or refuses the order naming every line
 * there is not enough of, or that became a draft since it was added. The update itself checks the stock, so two orders racing for the last
 * units cannot both have them; a refusal rolls the whole order back.
 */
async function takeFromStock(
  tx: Db,
  lines: readonly { productId: number; name: string; qty: number }[],
) {
  const short: string[] = [];
  for (const line of lines) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.qty}` })
      .where(and(eq(products.id, line.productId), inShop, gte(products.stock, line.qty)))
      .returning({ id: products.id });
    if (taken.length > 0) continue;
    const [left] = await tx
      .select({ stock: products.stock, status: products.status })
      .from(products)
      .where(eq(products.id, line.productId));
    short.push(
      left?.status === 'active'
        ? ecommerceMessages.notEnoughStock(line.name, left.stock)
        : ecommerceMessages.notSold(line.name),
    );
  }
  if (short.length > 0) throw badRequest({ cart: short });
}

/**
 * Places an order from the user's cart in one transaction: copies the address and every line,
 * totals them with the summary's own function, and empties the cart. The cart rows are locked
 * first, so two concurrent orders cannot both buy the same cart.
 */
export const placeOrder = (db: Db, userId: number, { addressId, paymentMethod }: NewOrder) =>
  db.transaction(async (tx) => {
    const lines = await pricedCartLines(tx, userId).for('update', { of: cartItems });
    const [address] = await tx
      .select(addressColumns)
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, addressId)));
    const errors: FieldErrors = {};
    if (!address) errors.addressId = [ecommerceMessages.chooseAddress];
    if (lines.length === 0) errors.cart = [ecommerceMessages.cartEmpty];
    if (!address || lines.length === 0) throw badRequest(errors);
    await takeFromStock(tx, lines);

    const { fullName, mobile, houseNumber, landmark, city, pincode, state, type } =
      asAddress(address);
    const copied = { fullName, mobile, houseNumber, landmark, city, pincode, state, type };
    const totals = summarize(lines);
    const [order] = await tx
      .insert(orders)
      .values({ userId, paymentMethod, address: copied, ...totals })
      .returning();
    if (!order) throw new Error('insert into orders returned no row');
    const saved = await tx
      .insert(orderLines)
      .values(
        lines.map((line, position) => ({
          orderId: order.id,
          position,
          productId: line.productId,
          name: line.name,
          image: line.image,
          price: line.price,
          qty: line.qty,
          discountPercentage: line.discountPercentage,
          lineTotal: lineTotal(line),
        })),
      )
      .returning();
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        lines.map((line) => line.cartItemId),
      ),
    );
    return toOrder(
      order,
      saved.sort((a, b) => a.position - b.position),
    );
  });
