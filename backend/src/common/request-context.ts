import { AsyncLocalStorage } from 'node:async_hooks';
import type { StaffRole } from '@bulbash/rules';
import type { NextFunction, Request, Response } from 'express';

/** Who makes the current request: the signed-in account (staff or customer). */
export interface RequestActor {
  id: number;
  email: string | null;
  role: StaffRole | null;
}

interface RequestStore {
  actor: RequestActor | null;
  now: () => Date;
}

const storage = new AsyncLocalStorage<RequestStore>();

/**
 * Express middleware opening one store per request; the JWT strategy fills in the actor once it
 * has loaded the user (`setCurrentActor`). `now` is the app's clock (the audit log's time).
 * Register it after the body parsers, so the whole handler chain runs inside the store.
 */
export function requestContextMiddleware(now: () => Date) {
  return (_request: Request, _response: Response, next: NextFunction): void => {
    storage.run({ actor: null, now }, next);
  };
}

/** Records the signed-in account as the actor of the current request (nothing outside a request). */
export function setCurrentActor(actor: RequestActor): void {
  const store = storage.getStore();
  if (store) store.actor = { id: actor.id, email: actor.email, role: actor.role };
}

/** The actor of the current request; null outside a request or for an anonymous one (the audit log says «система»). */
export function currentActor(): RequestActor | null {
  return storage.getStore()?.actor ?? null;
}

/** "Now" by the app's clock within a request; the system time outside one (scheduled jobs). */
export function requestNow(): Date {
  return storage.getStore()?.now() ?? new Date();
}
