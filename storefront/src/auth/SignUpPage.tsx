import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { register } from '../api/users';
import { PasswordField } from '../shared/PasswordField';
import { useFormState } from '../shared/useFormState';
import { useNotification } from '../state/notification';
import { AuthCard } from './AuthCard';
import { rememberReturn, storefrontReturn } from './storefrontReturn';
import { useFormSubmit } from './useFormSubmit';
import { validateSignUp } from './validation';

export default function SignUpPage() {
  const [params] = useSearchParams();
  // A page that sent the shopper here (a quote to accept) prefills the e-mail and is returned to once verified.
  const next = storefrontReturn(params.get('next'));
  const form = useFormState(
    { name: '', surname: '', email: params.get('email') ?? '', password: '', confirm_password: '' },
    validateSignUp,
  );
  const { notify } = useNotification();
  const navigate = useNavigate();

  const { busy, onSubmit } = useFormSubmit(form.check, async () => {
    const { name, surname, email, password, confirm_password } = form.values;
    const answer = await register({ name: name.trim(), surname: surname.trim(), email: email.trim(), password, confirm_password });
    notify('success', answer.message);
    rememberReturn(next);
    navigate('/check-email');
  });

  return (
    <AuthCard title="Регистрация" onSubmit={onSubmit}>
      <TextField label="Имя" autoComplete="given-name" required {...form.field('name')} />
      <TextField label="Фамилия" autoComplete="family-name" required {...form.field('surname')} />
      <TextField label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
      <PasswordField label="Пароль" autoComplete="new-password" required {...form.field('password')} />
      <PasswordField label="Подтвердите пароль" autoComplete="new-password" required {...form.field('confirm_password')} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Зарегистрироваться
      </Button>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Уже есть учётная запись?{' '}
        <Link component={RouterLink} to={next ? `/signin?${new URLSearchParams({ next, email: form.values.email })}` : '/signin'}>
          Войти
        </Link>
      </Typography>
    </AuthCard>
  );
}
