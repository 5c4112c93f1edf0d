import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { login } from '../api/users';
import { MSG } from '../shared/messages';
import { PasswordField } from '../shared/PasswordField';
import { useFormState } from '../shared/useFormState';
import { useNotification } from '../state/notification';
import { useSession } from '../state/session';
import { AuthCard } from './AuthCard';
import { backOfficeReturn } from './backOfficeReturn';
import { storefrontReturn } from './storefrontReturn';
import { useFormSubmit } from './useFormSubmit';
import { validateSignIn } from './validation';

export default function SignInPage() {
  const [params] = useSearchParams();
  // A page that sent the shopper here (a quote to accept) may prefill the e-mail it expects.
  const form = useFormState({ email: params.get('email') ?? '', password: '' }, validateSignIn);
  const { signIn } = useSession();
  const { notify } = useNotification();
  const navigate = useNavigate();
  const backOffice = backOfficeReturn(params.get('next'));
  const next = storefrontReturn(params.get('next'));

  const { busy, onSubmit } = useFormSubmit(form.check, async () => {
    const answer = await login(form.values.email.trim(), form.values.password);
    await signIn(answer.access_token);
    notify('success', MSG.loggedIn);
    // The back office is another app: a full page load back to the page the admin was opening.
    if (backOffice) window.location.assign(backOffice);
    else navigate(next ?? '/');
  });

  return (
    <AuthCard title="Вход" onSubmit={onSubmit}>
      <TextField label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
      <PasswordField label="Пароль" autoComplete="current-password" required {...form.field('password')} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Войти
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Link component={RouterLink} to="/forgot-password">
          Забыли пароль?
        </Link>
        <Link component={RouterLink} to={next ? `/signup?${new URLSearchParams({ next, email: form.values.email })}` : '/signup'}>
          Зарегистрироваться
        </Link>
      </Box>
    </AuthCard>
  );
}
