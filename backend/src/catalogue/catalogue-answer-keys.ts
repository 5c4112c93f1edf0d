import { sortAllergens, sortDietTags } from '@bulbash/rules';
import { normalisedKey } from '../cache/cache-keys';
import { ProductListQuery, SubcategoryListQuery } from './catalogue.dto';

/*
 * The catalogue cache's keys of the public answers, one per validated query: the API routes and
 * the server-rendered pages (web/) read the same cached answers.
 */
export const CATEGORY_LIST_KEY = normalisedKey('category/list');
export const ABOUT_US_KEY = 'about-us';
export const CONTACTS_KEY = 'contacts';

export const subcategoryListKey = (query: SubcategoryListQuery) => normalisedKey('subcategory_list', { category_id: query.category_id });

/** The lists in their stable order, so `diet=vegan,vegetarian` and `diet=vegetarian,vegan` share an answer. */
export const productListKey = (query: ProductListQuery) =>
  normalisedKey('products_list', {
    ...query,
    page: query.page ?? 1,
    diet: query.diet && sortDietTags(query.diet).join(','),
    exclude_allergens: query.exclude_allergens && sortAllergens(query.exclude_allergens).join(','),
  });

export const productKey = (rawId: string) => normalisedKey(`product_${rawId}`);
