/** What the browser run's global setup (global-setup.ts) hands to every test file through `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder with the migrated demo database and its uploads; startShop copies it. */
    shopTemplate: string;
    /**
     * The one built server every file may share (useSharedShop), with its mailbox over HTTP and
     * the Telegram Bot API stand-in it talks to (driven over HTTP: `/stand-in/deliver`, `/stand-in/messages`).
     */
    sharedShop: { baseUrl: string; mailUrl: string; logFile: string; telegramUrl: string };
  }
}

export {};
