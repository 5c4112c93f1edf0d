import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { fetchProduct, productUrl } from '../api/catalogue';
import type { Product } from '../api/types';
import { usePageAnswer } from '../ssr/pageData';
import { ApiError } from '../api/client';
import { formatPrice, formatServing } from '../shared/format';
import { LoadError } from '../shared/LoadError';
import { MissingItem } from '../shared/MissingItem';
import { Picture } from '../shared/Picture';
import { useAsync } from '../shared/useAsync';
import { usePageTitle } from '../shared/usePageTitle';
import { useSession } from '../state/session';
import { OrderControls } from './OrderControls';
import { Placeholder } from '../shared/Placeholder';
import { AllergenInfo } from '../dietary/AllergenInfo';

export default function ProductPage() {
  const { id = '' } = useParams();
  const { isLogin } = useSession();
  const {
    data: product,
    loading,
    error,
    retry,
  } = useAsync((signal) => fetchProduct(id, signal), [id], usePageAnswer<Product>(productUrl(id)));
  // A missing, hidden or malformed id answers 404 or 400: the product does not exist for the shopper.
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageTitle(product?.name ?? (missing ? 'Товар не найден' : 'Товар'));

  const back = product ? `/products?category_id=${product.category_id}` : '/';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      {!missing && (
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          Назад
        </Button>
      )}
      {missing ? (
        <MissingItem
          title="Товар не найден"
          text="Такого товара нет в меню: возможно, его убрали или ссылка устарела."
          backTo="/products"
          backLabel="Смотреть все блюда"
        />
      ) : loading && !product ? (
        <Placeholder height={360} />
      ) : !product ? (
        <LoadError what="товар" onRetry={retry} />
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Picture src={product.image_path} alt={product.name} width={640} height={480} eager sx={{ borderRadius: 2 }} />
          <Box>
            <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }} gutterBottom>
              {product.name}
            </Typography>
            <Typography sx={{ mb: 2 }}>{product.description}</Typography>
            <AllergenInfo
              name={product.name}
              ingredients={product.ingredients}
              allergens={product.allergens}
              dietTags={product.diet_tags}
            />
            <Typography>{formatServing(product.people_numbers, product.weight)}</Typography>
            <Typography variant="h5" component="p" sx={{ color: 'primary.main', fontWeight: 700, my: 2 }}>
              Цена: {formatPrice(product.price)}
            </Typography>
            <OrderControls productId={product.id} productName={product.name} size="large" />
            {!isLogin && (
              <Alert severity="info" sx={{ mt: 2 }}>
                Чтобы заказать,{' '}
                <Link component={RouterLink} to="/signin">
                  войдите
                </Link>{' '}
                или{' '}
                <Link component={RouterLink} to="/signup">
                  зарегистрируйтесь
                </Link>
                .
              </Alert>
            )}
          </Box>
        </Box>
      )}
    </Container>
  );
}
