/** Sortable fields of the catalogue's back-office lists: public field name → query expression (anything else → 400). */

export const CATEGORY_SORT: Record<string, string> = {
  id: 'category.id',
  name: 'category.name',
  description: 'category.description',
  position: 'category.position',
  status_enabled: 'category.statusEnabled',
  date_created: 'category.dateCreated',
  date_updated: 'category.dateUpdated',
};

export const SUBCATEGORY_SORT: Record<string, string> = {
  id: 'subcategory.id',
  name: 'subcategory.name',
  category_id: 'subcategory.categoryId',
  category_name: 'category.name',
  status_enabled: 'subcategory.statusEnabled',
  date_created: 'subcategory.dateCreated',
  date_updated: 'subcategory.dateUpdated',
};

export const PRODUCT_SORT: Record<string, string> = {
  id: 'product.id',
  name: 'product.name',
  price: 'product.price',
  weight: 'product.weight',
  people_numbers: 'product.peopleNumbers',
  category_id: 'product.categoryId',
  category_name: 'category.name',
  subcategory_id: 'product.subcategoryId',
  subcategory_name: 'subcategory.name',
  status_enabled: 'product.statusEnabled',
  date_created: 'product.dateCreated',
  date_updated: 'product.dateUpdated',
};
