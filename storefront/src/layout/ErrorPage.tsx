import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../shared/usePageTitle';

/** Error page: a cover background with the error's text. */
export function ErrorPage({ error }: { error: unknown }) {
  usePageTitle('Ошибка');
  const status = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 3,
        color: '#fff',
        background: 'linear-gradient(135deg, #5c2b0c 0%, #2b1a0f 100%)',
      }}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          Непредвиденная ошибка приложения!
        </Typography>
        {status && <Typography sx={{ mb: 3 }}>{status}</Typography>}
        <Button variant="contained" color="secondary" href="/">
          На главную
        </Button>
      </Box>
    </Box>
  );
}
