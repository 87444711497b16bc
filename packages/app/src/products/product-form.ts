import type { CreateProductInput, ProductDetail, UpdateProductInput } from '@dealgrow/sdk';

export interface ProductFormValues {
  title: string;
  description: string;
  industry_id: string;
  category_id: string;
  currency: string;
  price: string;
  stock: string;
  company_id: string;
}

export const PRODUCT_FORM_FIELDS = [
  'title',
  'description',
  'industry_id',
  'category_id',
  'currency',
  'price',
  'stock',
  'company_id',
  'files',
] as const;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  title: '',
  description: '',
  industry_id: '',
  category_id: '',
  currency: '',
  price: '',
  stock: '',
  company_id: '',
};

const text = (value: number | string | null): string => (value === null ? '' : String(value));

export function productFormValuesOf(product: ProductDetail): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    industry_id: text(product.industry_id),
    category_id: text(product.category_id),
    currency: text(product.currency),
    price: text(product.price),
    stock: text(product.stock),
    company_id: text(product.company_id),
  };
}

function numberOf(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** POST /products from the form; the SDK adds the fixed location ids of SPEC §7. Empty numbers are left out, never sent as 0. */
export function newProductInput(values: ProductFormValues, files: File[]): CreateProductInput {
  const numbers = {
    industry_id: values.industry_id,
    category_id: values.category_id,
    price: values.price,
    stock: values.stock,
    company_id: values.company_id,
  };
  const input: CreateProductInput = { title: values.title.trim(), description: values.description.trim() };
  for (const [field, value] of Object.entries(numbers) as Array<[keyof typeof numbers, string]>) {
    const number = numberOf(value);
    if (number !== undefined) input[field] = number;
  }
  if (values.currency) input.currency = values.currency;
  if (files.length) input.files = files;
  return input;
}

/** PATCH /products/{id}: the same fields, and the attached files to delete. */
export function productChangeInput(values: ProductFormValues, files: File[], removedFiles: number[]): UpdateProductInput {
  return { ...newProductInput(values, files), ...(removedFiles.length ? { removed_files: removedFiles } : {}) };
}
