import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../ssr/hydration';
import { readPersisted, writePersisted } from './persist';

/** The category and product last opened, kept across reloads (spec "product state"). */
export interface ProductsSelection {
  category_id: number | null;
  category_name: string;
  category_description: string;
  product_id: number | null;
}

const EMPTY: ProductsSelection = { category_id: null, category_name: '', category_description: '', product_id: null };

function isSelection(value: unknown): value is ProductsSelection {
  return Boolean(value) && typeof value === 'object' && 'category_name' in (value as object) && 'product_id' in (value as object);
}

interface ProductsState extends ProductsSelection {
  selectCategory: (category: { id: number; name: string; description: string }) => void;
  selectProduct: (id: number) => void;
}

const ProductsContext = createContext<ProductsState | null>(null);

export function ProductsProvider({ children }: { children: ReactNode }) {
  const [selection, setSelection] = useState<ProductsSelection>(() => readPersisted('products', isSelection, EMPTY));
  useEffect(() => writePersisted('products', selection), [selection]);

  const selectCategory = useCallback(
    (category: { id: number; name: string; description: string }) =>
      setSelection((prev) => ({
        ...prev,
        category_id: category.id,
        category_name: category.name,
        category_description: category.description,
      })),
    [],
  );
  const selectProduct = useCallback((id: number) => setSelection((prev) => ({ ...prev, product_id: id })), []);

  // The server knows no last selection: the hydrating render draws the page as the server did.
  const hydrated = useHydrated();
  const shown = hydrated ? selection : EMPTY;
  const value = useMemo(() => ({ ...shown, selectCategory, selectProduct }), [shown, selectCategory, selectProduct]);
  return <ProductsContext.Provider value={value}>{children}</ProductsContext.Provider>;
}

export function useProductsState(): ProductsState {
  const state = useContext(ProductsContext);
  if (!state) throw new Error('useProductsState outside ProductsProvider');
  return state;
}
