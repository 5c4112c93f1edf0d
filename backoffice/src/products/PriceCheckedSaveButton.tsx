import { useRef, useState, type MouseEvent } from 'react';
import { Confirm, SaveButton, useGetList, useRecordContext, type SaveButtonProps } from 'react-admin';
import { formatMoney } from '../shared/format';
import { priceOutsideRange, priceRangeOf } from './priceRange';

interface PricedProduct {
  id: number;
  price: number;
}

/** The cheapest and the dearest products of a category (two rows each, so the product being edited can be left out). */
const useCategoryPrices = (categoryId: unknown, productId: unknown) => {
  const enabled = typeof categoryId === 'number' ? categoryId > 0 : Boolean(categoryId);
  const query = (order: 'ASC' | 'DESC') => ({
    filter: { category_id: categoryId },
    pagination: { page: 1, perPage: 2 },
    sort: { field: 'price', order },
  });
  const cheapest = useGetList<PricedProduct>('admin-products', query('ASC'), { enabled });
  const dearest = useGetList<PricedProduct>('admin-products', query('DESC'), { enabled });
  const others = [...(cheapest.data ?? []), ...(dearest.data ?? [])].filter((product) => product.id !== productId);
  return {
    range: enabled ? priceRangeOf(others.map((product) => Number(product.price))) : null,
    // Until both answers are in, the range is unknown: a save then would skip the check.
    loading: enabled && (cheapest.isPending || dearest.isPending),
  };
};

/**
 * «Сохранить» that first compares the price with the other products of the chosen category: outside
 * ×0.2–×5 of their range it asks before saving (a typing slip such as «4550» for 45,50). While the
 * category's prices are still loading it waits (disabled), so a quick save cannot skip the check.
 */
export const PriceCheckedSaveButton = ({
  price,
  categoryId,
  ...props
}: { price: unknown; categoryId: unknown } & Omit<SaveButtonProps, 'onClick' | 'type'>) => {
  const record = useRecordContext();
  const { range, loading } = useCategoryPrices(categoryId, record?.id);
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  const check = (event: MouseEvent) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    if (!priceOutsideRange(price, range)) return;
    event.preventDefault();
    setAsking(true);
  };

  return (
    <>
      {/* A submit button: Enter in a field "clicks" it too, so the check sees every way of saving. */}
      <SaveButton label="shop.save_button" {...props} disabled={props.disabled || loading} onClick={check} ref={button} />
      <Confirm
        isOpen={asking}
        title="Проверьте цену"
        content={
          range
            ? `Цена ${formatMoney(price)} сильно отличается от цен этой категории (${formatMoney(range.min)} – ${formatMoney(range.max)}). Сохранить с этой ценой?`
            : ''
        }
        confirm="Сохранить"
        cancel="Исправить"
        onConfirm={() => {
          setAsking(false);
          confirmed.current = true;
          button.current?.click();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
