import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** An empty cart: says so and leads to the catalogue. */
export function EmptyCart() {
  return (
    <Box sx={{ my: 3, p: { xs: 2, sm: 3 }, bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        В корзине пока ничего нет
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        Выберите фуршетные боксы, горячее или десерты в каталоге — доставим к назначенному времени.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Перейти в каталог
      </Button>
    </Box>
  );
}
