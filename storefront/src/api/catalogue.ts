import { buildUrl, request } from './client';
import type { Category, Product, ProductFilter, ProductList, Subcategory } from './types';

/*
 * The catalogue's API addresses, built once: the screens fetch them and the server render looks
 * up the same addresses among the answers it hands over (ssr/pageRequests.ts).
 */
export const categoriesUrl = () => '/api/v1/category/list';
export const subcategoriesUrl = (filter: ProductFilter) =>
  buildUrl('/api/v1/category/subcategory_list', { category_id: filter.category_id });
export const productsUrl = (filter: ProductFilter) => buildUrl('/api/v1/product/products_list', { ...filter });
export const productUrl = (id: string | number) => `/api/v1/product/product_${id}`;

export const fetchCategories = (signal?: AbortSignal) => request<Category[]>(categoriesUrl(), { signal });

export const fetchSubcategories = (filter: ProductFilter, signal?: AbortSignal) =>
  request<Subcategory[]>(subcategoriesUrl(filter), { signal });

export const fetchProducts = (filter: ProductFilter, signal?: AbortSignal) => request<ProductList>(productsUrl(filter), { signal });

export const fetchProduct = (id: string | number, signal?: AbortSignal) => request<Product>(productUrl(id), { signal });
