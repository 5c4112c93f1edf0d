import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../shared/PageContainer';

export default function NotFoundPage() {
  return (
    <PageContainer title="Страница не найдена" heading="404 — страница не найдена" maxWidth="md">
      <Typography sx={{ mb: 3 }}>Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        На главную
      </Button>
    </PageContainer>
  );
}
