import { request } from './client';
import type { Category, Product, ProductFilter, ProductList, Subcategory } from './types';

export const fetchCategories = (signal?: AbortSignal) => request<Category[]>('/api/v1/category/list', { signal });

export const fetchSubcategories = (filter: ProductFilter, signal?: AbortSignal) =>
  request<Subcategory[]>('/api/v1/category/subcategory_list', { query: { category_id: filter.category_id }, signal });

export const fetchProducts = (filter: ProductFilter, signal?: AbortSignal) =>
  request<ProductList>('/api/v1/product/products_list', { query: { ...filter }, signal });

export const fetchProduct = (id: string | number, signal?: AbortSignal) => request<Product>(`/api/v1/product/product_${id}`, { signal });
