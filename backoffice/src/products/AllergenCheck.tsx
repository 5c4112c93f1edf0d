import { useState } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { Recipe } from '../costing/costingApi';
import { allergenPhrase } from '../shared/dietary';

interface Props {
  productId: number | string;
  allergens: readonly string[];
  onConfirmed: (recipe: Recipe) => void;
}

/**
 * «Проверьте аллергены»: the dish's ingredients hold allergens the dish does not list. The owner
 * ticks them on the dish above (and saves it), or confirms that the dish is right as it is.
 */
export function AllergenCheck({ productId, allergens, onConfirmed }: Props) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (allergens.length === 0) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      onConfirmed(await dataProvider.confirmAllergens(productId));
      notify('Аллергены блюда подтверждены', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Не удалось подтвердить', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={() => void confirm()}>
          Подтвердить
        </Button>
      }
    >
      <AlertTitle>Проверьте аллергены</AlertTitle>В ингредиентах есть: {allergenPhrase(allergens)} — у блюда они не отмечены. Отметьте их в
      составе блюда выше и сохраните его или подтвердите, что блюдо указано верно.
    </Alert>
  );
}
