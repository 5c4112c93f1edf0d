import { toMoney } from '@bulbash/rules';
import { AboutUs } from './about-us.entity';
import { AboutUsResponse, CategoryResponse, ContactsResponse, ProductResponse, SubcategoryResponse } from './catalogue.dto';
import { Category } from './category.entity';
import { Contacts } from './contacts.entity';
import { Product } from './product.entity';
import { Subcategory } from './subcategory.entity';

/** Dates leave as ISO strings whatever the driver handed back. */
export function isoDate(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toCategoryResponse(category: Category): CategoryResponse {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    image_path: category.imagePath,
    status_enabled: Boolean(category.statusEnabled),
    position: category.position,
    date_created: isoDate(category.dateCreated),
    date_updated: isoDate(category.dateUpdated),
  };
}

/** `category_name` comes from the joined `category` relation (null when not loaded). */
export function toSubcategoryResponse(subcategory: Subcategory): SubcategoryResponse {
  return {
    id: subcategory.id,
    name: subcategory.name,
    category_id: subcategory.categoryId,
    category_name: subcategory.category?.name ?? null,
    status_enabled: Boolean(subcategory.statusEnabled),
    date_created: isoDate(subcategory.dateCreated),
    date_updated: isoDate(subcategory.dateUpdated),
  };
}

/**
 * Names come from the joined `category` and `subcategory` relations (null when not loaded); the
 * dietary lists from loadDietary (product-dietary.ts).
 */
export function toProductResponse(product: Product): ProductResponse {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    ingredients: product.ingredients,
    image_path: product.imagePath,
    price: toMoney(product.price),
    weight: product.weight,
    people_numbers: product.peopleNumbers,
    category_id: product.categoryId,
    category_name: product.category?.name ?? null,
    subcategory_id: product.subcategoryId,
    subcategory_name: product.subcategory?.name ?? null,
    status_enabled: Boolean(product.statusEnabled),
    allergens: product.allergens ?? [],
    diet_tags: product.dietTags ?? [],
    date_created: isoDate(product.dateCreated),
    date_updated: isoDate(product.dateUpdated),
  };
}

export function toAboutUsResponse(record: AboutUs): AboutUsResponse {
  return { id: record.id, text: record.text, date_created: isoDate(record.dateCreated), date_updated: isoDate(record.dateUpdated) };
}

export function toContactsResponse(record: Contacts): ContactsResponse {
  return {
    id: record.id,
    name_organization: record.nameOrganization,
    phone_number_1: record.phoneNumber1,
    phone_number_2: record.phoneNumber2,
    email: record.email,
    telegram_link: record.telegramLink,
    instagram_link: record.instagramLink,
    app_link: record.appLink,
    pan: record.pan,
    certificate_number: record.certificateNumber,
    commercial_register: record.commercialRegister,
    issued_by: record.issuedBy,
    organization_address: record.organizationAddress,
    physical_address: record.physicalAddress,
    photo_certificate: record.photoCertificate,
    bank_current_account: record.bankCurrentAccount,
    bank_identification_code: record.bankIdentificationCode,
    bank_address: record.bankAddress,
    about_me: record.aboutMe,
    date_created: isoDate(record.dateCreated),
    date_updated: isoDate(record.dateUpdated),
  };
}
