import { CONTACTS_URL, loadContacts } from '../api/info';
import type { Contacts } from '../api/types';
import { usePageValue } from '../ssr/usePageValue';

/**
 * The contacts record for a screen: the server-rendered page's copy while it hydrates (the same
 * text the server drew), else loaded once per page load and shared (loadContacts). Null until known.
 */
export function useContacts(): { contacts: Contacts | null; loading: boolean } {
  const contacts = usePageValue(CONTACTS_URL, loadContacts);
  return { contacts: contacts ?? null, loading: contacts === undefined };
}
