import { useGetList } from 'react-admin';
import { NEW_ENQUIRIES } from './enquiryStatus';

/** How many enquiries wait with the status «Новая» (the list's total of one row); undefined while loading. */
export const useNewEnquiryCount = (): number | undefined => useGetList('enquiries', NEW_ENQUIRIES).total;
