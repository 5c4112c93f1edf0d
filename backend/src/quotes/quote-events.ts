import { DomainEvent } from '../database/domain-events';

/** The customer accepted a quote and it became an order, published in the acceptance's transaction. */
export const QUOTE_ACCEPTED = new DomainEvent<{ quoteId: number; orderId: number }>('quotes.quote-accepted');
