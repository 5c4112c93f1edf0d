import { useAllowedPages } from '../access/useAllowed';
import { NAV_ENTRIES, type NavEntry } from './navigation';

const PAGES = NAV_ENTRIES.map((entry) => entry.path);

/** The entries the signed-in role may open; the others are absent from the tabs and the menu. */
export const useNavEntries = (): readonly NavEntry[] => {
  const { allowed, isPending } = useAllowedPages(PAGES);
  return isPending ? [] : NAV_ENTRIES.filter((entry) => allowed(entry.path));
};
