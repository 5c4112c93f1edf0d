import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FilterPanel, type FilterBounds } from './FilterPanel';
import { numberValues, resetFilter, withNumberValues } from './filterParams';

/** The filter panel bound to the URL query of /products. */
export function ProductFilters({ bounds }: { bounds: FilterBounds | undefined }) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => numberValues(params), [key]);
  return (
    <FilterPanel
      values={values}
      bounds={bounds}
      onApply={(next) => setParams((current) => withNumberValues(current, next))}
      onReset={() => setParams((current) => resetFilter(current))}
    />
  );
}
