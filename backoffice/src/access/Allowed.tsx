import type { ReactNode } from 'react';
import { useAllowed } from './useAllowed';

/** Its children only for a role that may do the action; otherwise nothing at all (not disabled). */
export const Allowed = ({ resource, action = 'read', children }: { resource: string; action?: string; children: ReactNode }) =>
  useAllowed(resource, action) ? <>{children}</> : null;
