import { request } from './client';
import type { AboutUs, Contacts } from './types';

export const CONTACTS_URL = '/api/v1/contacts/';
export const ABOUT_US_URL = '/api/v1/about-us/';

let contacts: Promise<Contacts | null> | undefined;

/** The contacts record, fetched once per page load (header, footer and contacts page share it). */
export function loadContacts(): Promise<Contacts | null> {
  contacts ??= request<Contacts>(CONTACTS_URL).catch((error: unknown) => {
    console.error(error);
    contacts = undefined;
    return null;
  });
  return contacts;
}

export const fetchAboutUs = (signal?: AbortSignal) => request<AboutUs>(ABOUT_US_URL, { signal });
