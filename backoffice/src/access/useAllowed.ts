import { useCanAccess, useCanAccessResources } from 'react-admin';

/**
 * Whether the signed-in role may do the action on a back-office resource, page or feature
 * (access.ts). False while the answer is pending: what a role may not use is absent, never
 * shown and then taken away.
 */
export const useAllowed = (resource: string, action = 'read'): boolean => {
  const { canAccess } = useCanAccess({ resource, action });
  return canAccess === true;
};

/** Which of several pages the role may open (`list`), with the pending flag. */
export const useAllowedPages = (pages: readonly string[]) => {
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: [...pages] });
  return { allowed: (page: string) => canAccess?.[page] === true, isPending };
};
