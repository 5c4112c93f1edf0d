import BlockIcon from '@mui/icons-material/Block';
import { Box, Button, Typography } from '@mui/material';
import { Link, Title, useBasename } from 'react-admin';

/** What a direct URL to a page the role may not open shows (react-admin's /access-denied and the custom pages). */
export const AccessDenied = () => {
  const basename = useBasename();
  return (
    <Box role="alert" sx={{ py: 6, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
      <Title title="Нет доступа" />
      <BlockIcon color="disabled" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1">
        Нет доступа
      </Typography>
      <Typography color="text.secondary">
        У вашей роли нет доступа к этому разделу. Если он нужен для работы, обратитесь к владельцу.
      </Typography>
      <Button component={Link} to={`${basename}/`} variant="outlined">
        На главную
      </Button>
    </Box>
  );
};

export default AccessDenied;
