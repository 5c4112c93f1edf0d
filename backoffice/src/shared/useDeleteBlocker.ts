import { useEffect, useState } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';

/** What keeps a record from being deleted: the children the server would refuse it for. */
const CHILDREN: Record<string, Array<{ resource: string; filter: string; label: (count: number) => string }>> = {
  'admin-categories': [
    { resource: 'admin-subcategories', filter: 'category_id', label: (count) => `подкатегорий: ${count}` },
    { resource: 'admin-products', filter: 'category_id', label: (count) => `товаров: ${count}` },
  ],
  'admin-subcategories': [{ resource: 'admin-products', filter: 'subcategory_id', label: (count) => `товаров: ${count}` }],
};

export type DeleteBlocker = { state: 'checking' } | { state: 'free' } | { state: 'blocked'; reason: string };

/**
 * Before the delete dialog asks «Вы уверены…», finds out whether the server would refuse: a
 * category or subcategory that still holds subcategories or products cannot be deleted. Counts
 * come from the lists' totals (one row each), read when the dialog opens.
 */
export function useDeleteBlocker(resource: string | undefined, id: Identifier | undefined, open: boolean): DeleteBlocker {
  const dataProvider = useDataProvider();
  const [blocker, setBlocker] = useState<DeleteBlocker>({ state: 'checking' });
  useEffect(() => {
    const children = resource ? CHILDREN[resource] : undefined;
    if (!open || id === undefined || !children) {
      setBlocker({ state: children ? 'checking' : 'free' });
      return;
    }
    let alive = true;
    setBlocker({ state: 'checking' });
    Promise.all(
      children.map(async (child) => {
        const { total } = await dataProvider.getList(child.resource, {
          filter: { [child.filter]: id },
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'id', order: 'ASC' },
        });
        return total && total > 0 ? child.label(total) : null;
      }),
    )
      .then((found) => {
        if (!alive) return;
        const reasons = found.filter((reason): reason is string => reason !== null);
        setBlocker(
          reasons.length > 0
            ? { state: 'blocked', reason: `Удалить нельзя: в ней ${reasons.join(', ')}. Сначала перенесите или удалите их.` }
            : { state: 'free' },
        );
      })
      // The check could not be made: let the server decide (it refuses with its reason).
      .catch(() => alive && setBlocker({ state: 'free' }));
    return () => {
      alive = false;
    };
  }, [dataProvider, resource, id, open]);
  return blocker;
}
