import type { ReactNode } from 'react';
import { CanAccess, Loading } from 'react-admin';
import { AccessDenied } from './AccessDenied';

/** A custom page (not a react-admin resource) opened by URL: its content, or «Нет доступа» for a role without it. */
export const RequirePage = ({ page, children }: { page: string; children: ReactNode }) => (
  <CanAccess resource={page} action="list" loading={<Loading />} accessDenied={<AccessDenied />}>
    {children}
  </CanAccess>
);
