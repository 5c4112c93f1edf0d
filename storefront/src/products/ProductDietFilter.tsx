import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DietFilter } from '../dietary/DietFilter';
import { writeExcludedAllergens } from '../dietary/dietChoice';
import { dietaryValues, withDietary } from './dietaryParams';

/** The diet chips and allergen exclusion bound to the URL query of /products. */
export function ProductDietFilter() {
  const [params, setParams] = useSearchParams();
  const key = `${params.get('diet') ?? ''}|${params.get('exclude_allergens') ?? ''}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => dietaryValues(params), [key]);
  // A menu opened with exclusions (a shared link) carries them too; opening it without leaves the kept choice.
  useEffect(() => {
    if (values.excluded.length > 0) writeExcludedAllergens(values.excluded);
  }, [values]);
  return (
    <DietFilter
      diet={values.diet}
      excluded={values.excluded}
      onChange={(diet, excluded) => {
        // The choice goes on to the cart's guest plan and the checkout's «Аллергии и ограничения».
        writeExcludedAllergens(excluded);
        setParams((current) => withDietary(current, { diet, excluded }));
      }}
    />
  );
}
