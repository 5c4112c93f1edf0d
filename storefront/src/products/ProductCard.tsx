import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Product } from '../api/types';
import { OrderControls } from '../product/OrderControls';
import { CARD_ZOOM_MS } from '../shared/constants';
import { formatPrice, formatServing } from '../shared/format';
import { GRID_SIZES } from '../shared/imageSources';
import { Picture } from '../shared/Picture';

interface Props {
  product: Product;
  eager: boolean;
  priority?: boolean;
  onOpen: (id: number) => void;
}

export const ProductCard = memo(function ProductCard({ product, eager, priority = false, onOpen }: Props) {
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: `transform ${CARD_ZOOM_MS}ms`,
        // Cards far below the fold skip layout and paint until scrolled near.
        contentVisibility: eager ? 'visible' : 'auto',
        containIntrinsicSize: 'auto 480px',
        '&:hover, &:focus-within': { transform: 'scale(1.02)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/product/${product.id}`}
        onClick={() => onOpen(product.id)}
        sx={{ flexGrow: 1, display: 'block' }}
      >
        <Picture src={product.image_path} alt="" width={400} height={300} sizes={GRID_SIZES.products} eager={eager} priority={priority} />
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
            {product.name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', my: 1 }}
          >
            {product.description}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{formatPrice(product.price)}</Typography>
          <Typography variant="body2">{formatServing(product.people_numbers, product.weight)}</Typography>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <OrderControls productId={product.id} productName={product.name} />
      </CardActions>
    </Card>
  );
});
