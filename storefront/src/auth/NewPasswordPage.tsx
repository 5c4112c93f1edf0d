import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { restoreNewPassword } from '../api/users';
import { RESET_TOKEN_KEY } from '../shared/constants';
import { PasswordField } from '../shared/PasswordField';
import { useFormState } from '../shared/useFormState';
import { useNotification } from '../state/notification';
import { useSession } from '../state/session';
import { AuthCard } from './AuthCard';
import { useFormSubmit } from './useFormSubmit';
import { validateNewPassword } from './validation';

/** Landing page of the password-reset e-mail (/api/v1/users/restore-password?token=...). */
export default function NewPasswordPage() {
  const [params] = useSearchParams();
  const form = useFormState({ password: '', confirm_password: '' }, validateNewPassword);
  const { signIn } = useSession();
  const { notify } = useNotification();
  const navigate = useNavigate();

  // The token from the link is kept for this browser tab, so a reload of the page still works.
  const fromUrl = params.get('token');
  useEffect(() => {
    if (fromUrl) sessionStorage.setItem(RESET_TOKEN_KEY, fromUrl);
  }, [fromUrl]);

  const { busy, onSubmit } = useFormSubmit(form.check, async () => {
    const token = fromUrl ?? sessionStorage.getItem(RESET_TOKEN_KEY) ?? '';
    const answer = await restoreNewPassword({ ...form.values, token });
    sessionStorage.removeItem(RESET_TOKEN_KEY);
    await signIn(answer.access_token);
    notify('success', answer.message ?? 'Пароль изменён');
    navigate('/');
  });

  return (
    <AuthCard title="Новый пароль" onSubmit={onSubmit}>
      <PasswordField label="Новый пароль" autoComplete="new-password" required {...form.field('password')} />
      <PasswordField label="Подтвердите пароль" autoComplete="new-password" required {...form.field('confirm_password')} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Сохранить пароль
      </Button>
    </AuthCard>
  );
}
