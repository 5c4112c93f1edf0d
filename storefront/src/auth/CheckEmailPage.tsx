import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './AuthCard';

export default function CheckEmailPage() {
  return (
    <AuthCard title="Проверьте почту">
      <Typography sx={{ mb: 3 }}>
        Мы отправили письмо на указанный e-mail. Перейдите по ссылке из письма, чтобы продолжить. Если письма нет, проверьте папку «Спам».
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Назад
      </Button>
    </AuthCard>
  );
}
