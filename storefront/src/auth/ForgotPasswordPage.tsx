import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { forgotPassword } from '../api/users';
import { useFormState } from '../shared/useFormState';
import { useNotification } from '../state/notification';
import { AuthCard } from './AuthCard';
import { useFormSubmit } from './useFormSubmit';
import { validateForgot } from './validation';

export default function ForgotPasswordPage() {
  const form = useFormState({ email: '' }, validateForgot);
  const { notify } = useNotification();
  const navigate = useNavigate();

  const { busy, onSubmit } = useFormSubmit(form.check, async () => {
    const answer = await forgotPassword(form.values.email.trim());
    notify('success', answer.message);
    navigate('/check-email');
  });

  return (
    <AuthCard title="Восстановление пароля" onSubmit={onSubmit}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Укажите e-mail, с которым Вы регистрировались: мы пришлём ссылку для смены пароля.
      </Typography>
      <TextField label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Восстановить
      </Button>
      <Link component={RouterLink} to="/signin" sx={{ mt: 2 }}>
        Вернуться ко входу
      </Link>
    </AuthCard>
  );
}
