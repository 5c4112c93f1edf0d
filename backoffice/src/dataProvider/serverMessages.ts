/**
 * The admin API answers updates and deletes with `{detail}` (orders: `{message}`), a text meant
 * for the user. react-admin mutations only hand the record to their callbacks, so the data
 * provider parks that text here and the success handlers take it out to show it.
 */
let lastMessage: string | undefined;

export const setServerMessage = (message: unknown): void => {
  lastMessage = typeof message === 'string' && message.trim() ? message : undefined;
};

/** Returns the last server message once, then forgets it. */
export const takeServerMessage = (): string | undefined => {
  const message = lastMessage;
  lastMessage = undefined;
  return message;
};
