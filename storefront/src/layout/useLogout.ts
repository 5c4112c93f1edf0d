import { useNavigate } from 'react-router';
import { useSession } from '../state/session';

/** Logout transition of spec section 4: call the API, drop the token and flags, go home. */
export function useLogout(after?: () => void) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    after?.();
    navigate('/');
  };
}
