import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { NO_RECIPE_LABEL, type FieldVisibility } from '@bulbash/rules';
import { useAllowed } from '../access/useAllowed';
import { useVisibility } from '../access/useVisibility';
import type { AdminDataProvider } from '../dataProvider';
import { formatMoney } from '../shared/format';
import type { Costing, CostingSubject } from './costingApi';
import { formatPercent } from './units';

const Figure = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ minWidth: 150 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{value}</Typography>
  </Box>
);

/**
 * The figures of an event's costing (revenue from dishes, food cost, margin) and the dishes without
 * a recipe. The API sends null for what the role may not see (the kitchen: no revenue, no margin),
 * and for a food cost or margin it cannot count: those read «нет техкарты», never 0,00 byn.
 */
export function CostingFigures({ costing, visible }: { costing: Costing; visible: Pick<FieldVisibility, 'foodCost' | 'margin'> }) {
  const uncounted = costing.without_recipe.length > 0;
  const known = (value: number | null, text: (value: number) => string) => (value === null ? NO_RECIPE_LABEL : text(value));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {costing.revenue !== null && <Figure label="Выручка (блюда)" value={formatMoney(costing.revenue)} />}
        {visible.foodCost && (costing.food_cost !== null || uncounted) && (
          <Figure label="Себестоимость" value={known(costing.food_cost, formatMoney)} />
        )}
        {visible.margin && (costing.margin !== null || uncounted) && (
          <>
            <Figure label="Маржа" value={known(costing.margin, formatMoney)} strong />
            <Figure label="Маржа, %" value={known(costing.margin, () => formatPercent(costing.margin_percent))} strong />
          </>
        )}
      </Box>
      {costing.below_min && (
        <Alert severity="warning">
          Маржа {formatPercent(costing.margin_percent)} ниже минимальной ({formatPercent(costing.min_margin_percent)}).
        </Alert>
      )}
      {costing.without_recipe.length > 0 && (
        <Alert severity="info">
          Без техкарты (себестоимость не посчитана, маржа неизвестна):{' '}
          {costing.without_recipe.map((dish) => `${dish.name} × ${dish.quantity}`).join(', ')}
        </Alert>
      )}
    </Box>
  );
}

/**
 * «Себестоимость и маржа» of an order, a quote (its current version) or an enquiry's proposed
 * menu, as the API counts it (GET /admin/costing), for a role that reads costing. Hidden while
 * loading; an error says so.
 */
export function CostingPanel({ subject }: { subject: CostingSubject }) {
  return useAllowed('ingredients', 'read') ? <CostingFetched subject={subject} /> : null;
}

function CostingFetched({ subject }: { subject: CostingSubject }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const visible = useVisibility();
  const [costing, setCosting] = useState<Costing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(subject);

  useEffect(() => {
    let current = true;
    dataProvider
      .getCosting(JSON.parse(key) as CostingSubject)
      .then((answer) => {
        if (!current) return;
        setCosting(answer);
        setError(null);
      })
      .catch((reason: Error) => current && setError(reason.message));
    return () => {
      current = false;
    };
  }, [dataProvider, key]);

  if (!costing && !error) return null;
  return (
    <Card variant="outlined" component="section" aria-label="Себестоимость и маржа" sx={{ my: 2 }}>
      <CardHeader title="Себестоимость и маржа" />
      <CardContent sx={{ pt: 0 }}>
        {error ? <Alert severity="error">{error}</Alert> : costing && <CostingFigures costing={costing} visible={visible} />}
      </CardContent>
    </Card>
  );
}
