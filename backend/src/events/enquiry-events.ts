import { DomainEvent } from '../database/domain-events';

/** A new enquiry for an event (the storefront's form), published in the transaction that stores it. */
export const ENQUIRY_CREATED = new DomainEvent<{ enquiryId: number }>('events.enquiry-created');
