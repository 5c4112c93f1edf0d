import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { Recipe } from '../costing/costingApi';
import { formatPercent, unitName } from '../costing/units';
import { NO_RECIPE_LABEL } from '@bulbash/rules';
import { formatMoney } from '../shared/format';
import { AllergenCheck } from './AllergenCheck';
import { IngredientPicker } from './IngredientPicker';
import { foodCost, lineCost, marginOf } from './recipeCost';
import { checkDraft, draftOf, newLine, numberOf, type Draft, type DraftErrors, type DraftLine } from './recipeDraft';

/** A line's cost while typing, or null until its ingredient and quantity are known. */
const previewOf = (line: DraftLine) => {
  const quantity = numberOf(line.quantity);
  const waste = numberOf(line.waste) ?? 0;
  if (!line.ingredient || quantity === null || Number.isNaN(quantity) || Number.isNaN(waste)) return null;
  return { quantity, waste_percent: waste, price_per_unit: line.ingredient.price_per_unit };
};

const Figure = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ minWidth: 150 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: strong ? 700 : undefined }} aria-label={label}>
      {value}
    </Typography>
  </Box>
);

/**
 * «Техкарта» of a dish on its edit page: the yield (how many units as sold the lines make), the
 * ingredients with the quantity in their unit and the waste %, each line's cost and the food cost
 * and margin of one unit, live while typing; saved on its own (PUT …/recipe). After a save that
 * finds allergens in the ingredients missing on the dish, «Проверьте аллергены» with «Подтвердить».
 */
export function RecipeEditor() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [toCheck, setToCheck] = useState<string[]>([]);
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const productId = record?.id;

  const show = (recipe: Recipe) => {
    setDraft(draftOf(recipe));
    setToCheck(recipe.allergens_to_check ?? []);
    setErrors(null);
  };

  useEffect(() => {
    if (productId === undefined) return;
    let current = true;
    dataProvider
      .getRecipe(productId)
      .then((recipe) => current && show(recipe))
      .catch((error: Error) => current && setLoadError(error.message));
    return () => {
      current = false;
    };
  }, [dataProvider, productId]);

  if (!record || productId === undefined) return null;

  const change = (key: number, patch: Partial<DraftLine>) =>
    setDraft((before) => before && { ...before, lines: before.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)) });

  const save = async () => {
    if (!draft) return;
    const { errors: found, body } = checkDraft(draft);
    setErrors(found);
    if (found) return;
    setSaving(true);
    try {
      const recipe = await dataProvider.saveRecipe(productId, body);
      show(recipe);
      notify(body.lines.length ? 'Техкарта сохранена' : 'Техкарта удалена', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Не удалось сохранить техкарту', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const portions = draft ? (numberOf(draft.yieldPortions) ?? 0) : 0;
  const previews = draft ? draft.lines.map(previewOf) : [];
  const complete = previews.filter((line) => line !== null);
  const cost = complete.length === previews.length ? foodCost(complete, portions) : null;
  const price = Number(record.price ?? 0);
  const margin = cost === null ? null : marginOf(price, cost);
  // No lines: no recipe, so neither a food cost nor a margin (not 0,00 byn and the whole price as margin).
  const uncounted = draft && draft.lines.length === 0 ? NO_RECIPE_LABEL : '—';

  return (
    <Card variant="outlined" sx={{ m: { xs: 1, sm: 2 } }} component="section" aria-label="Техкарта">
      <CardHeader
        title="Техкарта"
        subheader="Что нужно на одну единицу блюда, как оно продаётся (коробка, поднос), в единицах ингредиента"
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {draft && (
          <>
            <AllergenCheck productId={productId} allergens={toCheck} onConfirmed={show} />
            <TextField
              label="Выход, единиц блюда"
              value={draft.yieldPortions}
              onChange={(event) => setDraft({ ...draft, yieldPortions: event.target.value })}
              error={Boolean(errors?.yieldPortions)}
              helperText={errors?.yieldPortions ?? 'Сколько единиц дают количества ниже'}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ maxWidth: 320 }}
            />
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Ингредиенты техкарты">
                <TableHead>
                  <TableRow>
                    <TableCell>Ингредиент</TableCell>
                    <TableCell>Количество</TableCell>
                    <TableCell>Отходы, %</TableCell>
                    <TableCell align="right">Цена</TableCell>
                    <TableCell align="right">Стоимость</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {draft.lines.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6}>
                        <Typography color="text.secondary">Техкарты нет: добавьте ингредиенты.</Typography>
                      </TableCell>
                    </TableRow>
                  )}
                  {draft.lines.map((line, index) => {
                    const lineErrors = errors?.lines[line.key];
                    const preview = previews[index];
                    return (
                      <TableRow key={line.key}>
                        <TableCell sx={{ minWidth: 240 }}>
                          <IngredientPicker
                            value={line.ingredient}
                            onChange={(ingredient) => change(line.key, { ingredient })}
                            error={lineErrors?.ingredient}
                            label={`Ингредиент ${index + 1}`}
                          />
                        </TableCell>
                        <TableCell>
                          <TextField
                            label={line.ingredient ? unitName(line.ingredient.unit) : 'Количество'}
                            value={line.quantity}
                            onChange={(event) => change(line.key, { quantity: event.target.value })}
                            error={Boolean(lineErrors?.quantity)}
                            helperText={lineErrors?.quantity}
                            size="small"
                            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Количество ${index + 1}` } }}
                            sx={{ width: 130 }}
                          />
                        </TableCell>
                        <TableCell>
                          <TextField
                            label="%"
                            value={line.waste}
                            onChange={(event) => change(line.key, { waste: event.target.value })}
                            error={Boolean(lineErrors?.waste)}
                            helperText={lineErrors?.waste}
                            size="small"
                            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Отходы ${index + 1}` } }}
                            sx={{ width: 100 }}
                          />
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {line.ingredient ? `${formatMoney(line.ingredient.price_per_unit)} / ${unitName(line.ingredient.unit)}` : '—'}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid={`line-cost-${index}`}>
                          {preview ? formatMoney(lineCost(preview)) : '—'}
                        </TableCell>
                        <TableCell>
                          <IconButton
                            aria-label={`Убрать строку ${index + 1}`}
                            onClick={() => setDraft({ ...draft, lines: draft.lines.filter((other) => other.key !== line.key) })}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
            <Box>
              <Button startIcon={<AddIcon />} onClick={() => setDraft({ ...draft, lines: [...draft.lines, newLine()] })}>
                Добавить ингредиент
              </Button>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end' }}>
              <Figure label="Себестоимость единицы" value={cost === null ? uncounted : formatMoney(cost)} strong />
              <Figure label="Цена" value={formatMoney(price)} />
              <Figure label="Маржа" value={margin ? formatMoney(margin.margin) : uncounted} />
              <Figure label="Маржа, %" value={margin ? formatPercent(margin.margin_percent) : uncounted} strong />
              {/* Not «Сохранить…»: the dish's own «сохранить» stays the page's one save button of that name. */}
              <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={() => void save()} sx={{ ml: 'auto' }}>
                Записать техкарту
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
