import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Category } from '../api/types';
import { CARD_ZOOM_MS } from '../shared/constants';
import { GRID_SIZES } from '../shared/imageSources';
import { Picture } from '../shared/Picture';

interface Props {
  category: Category;
  eager: boolean;
  onOpen: (category: Category) => void;
}

export function CategoryCard({ category, eager, onOpen }: Props) {
  return (
    <Card sx={{ height: '100%', transition: `transform ${CARD_ZOOM_MS}ms`, '&:hover, &:focus-within': { transform: 'scale(1.02)' } }}>
      <Box
        component={RouterLink}
        to={`/products?category_id=${category.id}`}
        onClick={() => onOpen(category)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          color: 'inherit',
          textDecoration: 'none',
          '&:hover h2': { color: 'primary.main' },
        }}
      >
        <Picture src={category.image_path} alt="" width={400} height={260} sizes={GRID_SIZES.categories} eager={eager} priority={eager} />
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
            {category.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {category.description}
          </Typography>
        </CardContent>
      </Box>
    </Card>
  );
}
