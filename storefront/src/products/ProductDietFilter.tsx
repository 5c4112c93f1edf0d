import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DietFilter } from '../dietary/DietFilter';
import { dietaryValues, withDietary } from './dietaryParams';

/** The diet chips and allergen exclusion bound to the URL query of /products. */
export function ProductDietFilter() {
  const [params, setParams] = useSearchParams();
  const key = `${params.get('diet') ?? ''}|${params.get('exclude_allergens') ?? ''}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => dietaryValues(params), [key]);
  return (
    <DietFilter
      diet={values.diet}
      excluded={values.excluded}
      onChange={(diet, excluded) => setParams((current) => withDietary(current, { diet, excluded }))}
    />
  );
}
