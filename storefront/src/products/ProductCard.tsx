import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Product } from '../api/types';
import { OrderControls } from '../product/OrderControls';
import { CARD_ZOOM_MS } from '../shared/constants';
import { formatPrice, formatServing } from '../shared/format';
import { GRID_SIZES } from '../shared/imageSources';
import { Picture } from '../shared/Picture';
import { DietBadges } from '../dietary/DietBadges';
import './ProductCard.css';

interface Props {
  product: Product;
  eager: boolean;
  priority?: boolean;
  onOpen: (id: number) => void;
}

/** A product of the grid (static styles: ProductCard.css). */
export const ProductCard = memo(function ProductCard({ product, eager, priority = false, onOpen }: Props) {
  return (
    <article
      className="product-card"
      style={{
        transition: `transform ${CARD_ZOOM_MS}ms`,
        // Cards far below the fold skip layout and paint until scrolled near.
        contentVisibility: eager ? 'visible' : 'auto',
        containIntrinsicSize: 'auto 480px',
      }}
    >
      <RouterLink className="product-card-link" to={`/product/${product.id}`} onClick={() => onOpen(product.id)}>
        <Picture src={product.image_path} alt="" width={400} height={300} sizes={GRID_SIZES.products} eager={eager} priority={priority} />
        <div className="product-card-text">
          <h2>{product.name}</h2>
          <p className="product-card-description">{product.description}</p>
          <p className="product-card-price">{formatPrice(product.price)}</p>
          <p className="product-card-serving">{formatServing(product.people_numbers, product.weight)}</p>
          <DietBadges tags={product.diet_tags} productName={product.name} />
        </div>
      </RouterLink>
      <div className="product-card-actions">
        <OrderControls productId={product.id} productName={product.name} />
      </div>
    </article>
  );
});
