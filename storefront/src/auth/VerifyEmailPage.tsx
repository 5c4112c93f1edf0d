import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../api/client';
import { verifyEmail } from '../api/users';
import { MSG } from '../shared/messages';
import { useNotification } from '../state/notification';
import { useSession } from '../state/session';
import { AuthCard } from './AuthCard';
import { takeRememberedReturn } from './storefrontReturn';

/** Landing page of the verification e-mail: verifies the token, signs the user in and goes home (or back to the page that sent them to sign up). */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const { notify } = useNotification();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token') ?? '';
    (async () => {
      try {
        const answer = await verifyEmail(token);
        await signIn(answer.access_token);
        notify('success', MSG.emailVerified);
      } catch (error) {
        notify('error', errorText(error));
      }
      navigate(takeRememberedReturn() ?? '/', { replace: true });
    })();
  }, [params, signIn, notify, navigate]);

  return (
    <AuthCard title="Подтверждение e-mail">
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden="true" /> Проверяем ссылку…
      </Typography>
    </AuthCard>
  );
}
