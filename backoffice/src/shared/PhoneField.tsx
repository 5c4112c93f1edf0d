import type { MouseEvent } from 'react';
import { Link } from '@mui/material';
import { FunctionField, type FunctionFieldProps } from 'react-admin';
import { formatPhone } from '@bulbash/rules';

/** '+375 29 123-45-67' for a stored '375291234567'; other text as it is; a dash when empty. */
export const phoneText = (phone: unknown): string => (typeof phone === 'string' && phone.trim() !== '' ? formatPhone(phone.trim()) : '—');

/** The `tel:` address of a phone: its digits with a leading '+' for international numbers. */
export const phoneHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('375') ? `tel:+${digits}` : `tel:${digits}`;
};

/** A click on the number dials it and does not open the row the number sits in. */
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A phone number as people read it, «+375 29 123-45-67», that a tap dials. Not for text inside
 * another link (a list row that is a link): use `phoneText` there, a link cannot hold a link.
 */
export const PhoneLink = ({ phone }: { phone: unknown }) => {
  if (typeof phone !== 'string' || phone.replace(/\D/g, '') === '') return <>{phoneText(phone)}</>;
  return (
    <Link href={phoneHref(phone)} onClick={stop} underline="hover" sx={{ whiteSpace: 'nowrap' }}>
      {phoneText(phone)}
    </Link>
  );
};

type PhoneFieldProps = Omit<FunctionFieldProps, 'render'> & { source: string };

/** The react-admin field of a record's phone (lists, show pages): formatted, with a `tel:` link. */
export const PhoneField = (props: PhoneFieldProps) => (
  <FunctionField {...props} render={(record) => <PhoneLink phone={record?.[props.source]} />} />
);
