/**
 * The class a column set (a mixin of shared @Column declarations) extends: any entity base,
 * abstract or not. TypeScript's mixin rule wants a constructor of `any[]` exactly.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntityBase<T = object> = abstract new (...args: any[]) => T;
