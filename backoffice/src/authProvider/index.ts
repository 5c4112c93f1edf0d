export { authProvider, createAuthProvider } from './authProvider';
export type { CurrentUser } from './authProvider';
