import { request } from './client';
import type { AboutUs, Contacts } from './types';

let contacts: Promise<Contacts | null> | undefined;

/** The contacts record, fetched once per page load (header, footer and contacts page share it). */
export function loadContacts(): Promise<Contacts | null> {
  contacts ??= request<Contacts>('/api/v1/contacts/').catch((error: unknown) => {
    console.error(error);
    contacts = undefined;
    return null;
  });
  return contacts;
}

export const fetchAboutUs = (signal?: AbortSignal) => request<AboutUs>('/api/v1/about-us/', { signal });
