import { Loading, Navigate, useBasename, useGetIdentity } from 'react-admin';
import { NAV_ENTRIES } from '../layout/navigation';
import { DRIVER_HOME } from './access';
import { AccessDenied } from './AccessDenied';
import { useAllowedPages } from './useAllowed';

const PAGES = NAV_ENTRIES.map((entry) => entry.path);

/** The back office's start: a driver on «Мои доставки», every other role on the first section it may open. */
export const Home = () => {
  const basename = useBasename();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { allowed, isPending } = useAllowedPages(PAGES);
  if (identityPending || isPending) return <Loading />;
  if (identity?.role === 'driver') return <Navigate to={`${basename}/${DRIVER_HOME}`} replace />;
  const first = PAGES.find(allowed);
  return first ? <Navigate to={`${basename}/${first}`} replace /> : <AccessDenied />;
};

export default Home;
