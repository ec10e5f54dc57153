import type { ProductCategory } from '@beacon/contract/ecommerce-values';

/** Translation key (under `ecommerce.categories`) of each category the API knows. */
export const categoryKey: Record<ProductCategory, string> = {
  Appliances: 'appliances',
  Audio: 'audio',
  'Cameras & Camcorders': 'cameras',
  'Car Electronics & GPS': 'carElectronics',
  'Cell Phones': 'cellPhones',
  'Computers & Tablets': 'computers',
  'Health, Fitness & Beauty': 'health',
  'Office & School Supplies': 'office',
  'TV & Home Theater': 'tv',
  'Video Games': 'videoGames',
};
