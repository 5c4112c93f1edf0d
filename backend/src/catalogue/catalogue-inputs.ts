import { ListWindow } from '../database/list-query';
import { AllergenCode, DietTagCode } from '@bulbash/rules';

/**
 * What the catalogue's write and list methods accept, field names as in the API. Controllers
 * pass their validated DTOs, which have these shapes.
 */
export interface CategoryFields {
  name?: string;
  description?: string;
  status_enabled?: boolean;
  position?: number;
}

export interface NewCategory extends CategoryFields {
  name: string;
}

export interface CategoryFilter extends ListWindow {
  status_enabled?: boolean;
  /** Substring of the name, any letter case. */
  name?: string;
}

export interface SubcategoryFields {
  name?: string;
  status_enabled?: boolean;
  category_id?: number;
}

export interface NewSubcategory extends SubcategoryFields {
  name: string;
  category_id: number;
}

export interface SubcategoryFilter extends ListWindow {
  category_id?: number;
  status_enabled?: boolean;
  name?: string;
}

export interface ProductFields {
  name?: string;
  description?: string;
  ingredients?: string;
  price?: number;
  weight?: number;
  people_numbers?: number;
  category_id?: number;
  subcategory_id?: number;
  status_enabled?: boolean;
  /** Absent: unchanged; [] clears. */
  allergens?: AllergenCode[];
  diet_tags?: DietTagCode[];
}

export interface NewProduct extends ProductFields {
  name: string;
  category_id: number;
  subcategory_id: number;
}

export interface ProductFilter extends ListWindow {
  category_id?: number;
  subcategory_id?: number;
  status_enabled?: boolean;
  name?: string;
  /** Products carrying every listed tag / containing every listed allergen. */
  diet?: DietTagCode[];
  allergens?: AllergenCode[];
}

/** One row of the short lists the back office's selects use. */
export interface ShortItem {
  id: number;
  name: string;
}
