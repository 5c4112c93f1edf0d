import { Badge } from '@mui/material';
import { useNewEnquiryCount } from '../enquiries/useNewEnquiryCount';
import type { NavEntry } from './navigation';

const NewEnquiriesLabel = ({ label }: { label: string }) => {
  const count = useNewEnquiryCount();
  return (
    <Badge color="warning" badgeContent={count} max={99} invisible={!count} aria-label={count ? `${label}: новых ${count}` : undefined}>
      <span style={{ paddingRight: count ? 12 : 0 }}>{label}</span>
    </Badge>
  );
};

/** A tab's or menu entry's text; «Заявки» carries the count of new enquiries. */
export const EntryLabel = ({ entry }: { entry: NavEntry }) =>
  entry.path === 'enquiries' ? <NewEnquiriesLabel label={entry.label} /> : <>{entry.label}</>;
