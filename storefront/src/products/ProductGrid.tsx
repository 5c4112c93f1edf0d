import type { Product } from '../api/types';
import { useHydrated } from '../ssr/hydration';
import { useProgressiveCount } from '../shared/useProgressiveCount';
import { Placeholder } from '../shared/Placeholder';
import { ProductCard } from './ProductCard';
// The grid's class (product-grid) is in ProductCard.css.

interface Props {
  products: Product[];
  onOpen: (id: number) => void;
}

/**
 * The cards of one page, rendered a few at a time. The count lives here, not in the page, so each
 * step renders only the new cards (the memoised cards already shown and the filter panel above
 * stay as they are).
 */
export function ProductGrid({ products, onOpen }: Props) {
  // A server-rendered page holds every card of the page (and hydrating draws them all as the server did).
  const hydrated = useHydrated();
  const shown = useProgressiveCount(products.length, hydrated ? 3 : products.length, 3, products);
  return (
    <div className="product-grid">
      {products.slice(0, shown).map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < 3} priority={index === 0} onOpen={onOpen} />
      ))}
    </div>
  );
}

/** Stand-ins for the first page while it loads. */
export function ProductGridPlaceholder() {
  return (
    <div className="product-grid">
      {Array.from({ length: 6 }, (_, index) => (
        <Placeholder key={index} height={420} />
      ))}
    </div>
  );
}
