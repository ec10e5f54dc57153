import type { Product } from '@beacon/contract/ecommerce';
import {
  type ProductBrand,
  type ProductCategory,
  type ProductColorOption,
  type ProductStatus,
  productSlugMax,
} from '@beacon/contract/ecommerce-values';
import { descriptionHtml } from '../../../lib/sanitize-html';
import type { ProductBodyOut } from './manage.queries';

export interface ProductFormValues {
  name: string;
  slug: string;
  /** The editor's HTML. */
  description: string;
  brand: ProductBrand | null;
  category: ProductCategory | null;
  /** As the number input gives it: '' while empty. */
  price: number | string;
  stock: number | string;
  hasFreeShipping: boolean;
  colorOptions: ProductColorOption[];
  status: ProductStatus;
}

export const emptyProduct: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  brand: null,
  category: null,
  price: '',
  stock: 0,
  hasFreeShipping: false,
  colorOptions: [],
  status: 'active',
};

export const productFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  slug: product.slug,
  description: product.description,
  brand: product.brand,
  category: product.category,
  price: product.price,
  stock: product.stock,
  hasFreeShipping: product.hasFreeShipping,
  colorOptions: product.colorOptions,
  status: product.status,
});

/** The slug a name gives: lower-case words of letters and digits joined by hyphens. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, productSlugMax).replace(/-+$/, '');
}

const numberOf = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** Values the form's own checks have passed: a brand and a category are chosen. */
export type CheckedProductValues = ProductFormValues & {
  brand: ProductBrand;
  category: ProductCategory;
};

export const isChecked = (values: ProductFormValues): values is CheckedProductValues =>
  values.brand !== null && values.category !== null;

/**
 * What the API takes. A slug nobody typed is sent empty, so the API makes it from the name (and
 * the product's number, which a new product does not have yet).
 */
export const productBody = (
  values: CheckedProductValues,
  imageIds: string[],
  slugEdited: boolean,
): ProductBodyOut => ({
  name: values.name.trim(),
  slug: slugEdited ? values.slug.trim() : '',
  description: descriptionHtml(values.description),
  brand: values.brand,
  category: values.category,
  price: numberOf(values.price),
  stock: numberOf(values.stock),
  hasFreeShipping: values.hasFreeShipping,
  colorOptions: values.colorOptions,
  status: values.status,
  imageIds,
});

/** The form's fields, by the API's field names (the same, but `imageIds` is the pictures). */
export const productFields = [
  'name',
  'slug',
  'description',
  'brand',
  'category',
  'price',
  'stock',
  'hasFreeShipping',
  'colorOptions',
  'status',
  'imageIds',
] as const;
export type ProductField = (typeof productFields)[number];
