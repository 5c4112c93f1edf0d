import { Link as RouterLink } from 'react-router';
import type { Category } from '../api/types';
import { CARD_ZOOM_MS } from '../shared/constants';
import { GRID_SIZES } from '../shared/imageSources';
import { Picture } from '../shared/Picture';
import './CategoryCard.css';

interface Props {
  category: Category;
  eager: boolean;
  onOpen: (category: Category) => void;
}

/** A category of the home page's grid (static styles: CategoryCard.css). */
export function CategoryCard({ category, eager, onOpen }: Props) {
  return (
    <div className="category-card" style={{ transition: `transform ${CARD_ZOOM_MS}ms` }}>
      <RouterLink to={`/products?category_id=${category.id}`} onClick={() => onOpen(category)}>
        <Picture src={category.image_path} alt="" width={400} height={260} sizes={GRID_SIZES.categories} eager={eager} priority={eager} />
        <div className="category-card-text">
          <h2>{category.name}</h2>
          <p>{category.description}</p>
        </div>
      </RouterLink>
    </div>
  );
}
