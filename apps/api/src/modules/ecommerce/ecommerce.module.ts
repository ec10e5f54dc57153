import { accessLevels } from '@beacon/contract/access-values';
import { type ApiModule, type SeedContext, hasRows } from '../../lib/module';
import { ecommerceDashboard } from './ecommerce.dashboard';
import { cartCount } from './ecommerce.repo';
import { ecommerceRoutes } from './ecommerce.routes';
import { seedEcommerce } from './ecommerce.seed';
import * as tables from './ecommerce.table';
import { SAMPLE_ORDERS, seedSampleOrders } from './orders.seed';

/** The catalogue, and the demo admin's wishlist and cart. */
const seedShop = async ({ db, service, count: wanted }: SeedContext) =>
  seedEcommerce(db, {
    demoUserId: (await service('sampleAccounts').demoAdmin(db))?.id,
    products: wanted('products'),
  });

const owned = { subject: 'Ecommerce', owned: true };

/** The shop: catalogue, wishlist, cart, checkout, addresses and orders. */
export const ecommerceModule: ApiModule = {
  id: 'ecommerce',
  // Product pictures are the file store's.
  routes: ({ service, config }) =>
    ecommerceRoutes({ service: service('files'), config: config.files }),
  tables,
  seed: {
    samples: async (context) => {
      await seedShop(context);
      // The shop's past year: bought by the sample people, who cannot sign in to see them, and
      // at bench scale by as many generated shoppers as orders.
      const { db, service, count: wanted } = context;
      const total = wanted('orders');
      const buyerIds = (await service('sampleAccounts').people(db)).map((person) => person.id);
      if ((total ?? 0) > SAMPLE_ORDERS)
        buyerIds.push(...(await service('sampleAccounts').generated(db, total ?? 0)));
      await seedSampleOrders(db, { buyerIds, total });
    },
    seeded: (db) => hasRows(db, tables.products),
    // A database made before the shop: its catalogue, wishlist and cart.
    catchUp: seedShop,
    counts: ['products', 'orders'],
  },
  subjects: { Ecommerce: { manager: accessLevels, user: ['read'] } },
  audit: {
    products: { subject: 'Ecommerce', owned: false },
    cart_items: owned,
    wishlist_items: owned,
    addresses: owned,
    orders: owned,
  },
  contributes: {
    signInExtras: async (db, accountId) => ({
      eCommerceCartItemsCount: await cartCount(db, accountId),
    }),
    dashboard: ecommerceDashboard,
  },
};
