import { useEffect, useState } from 'react';
import { usePageAnswer } from '../ssr/pageData';
import { CONTACTS_URL, loadContacts } from '../api/info';
import type { Contacts } from '../api/types';

/**
 * The contacts record for a screen: the server-rendered page's copy while it hydrates (the same
 * text the server drew), else loaded once per page load and shared (loadContacts). Null until known.
 */
export function useContacts(): { contacts: Contacts | null; loading: boolean } {
  const initial = usePageAnswer<Contacts>(CONTACTS_URL);
  const given = initial && 'data' in initial ? initial.data : undefined;
  const [contacts, setContacts] = useState<Contacts | null | undefined>(given);
  useEffect(() => {
    if (given !== undefined) return;
    let alive = true;
    void loadContacts().then((record) => alive && setContacts(record));
    return () => {
      alive = false;
    };
    // Loaded once per mount; the server's copy is only read on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { contacts: contacts ?? null, loading: contacts === undefined };
}
