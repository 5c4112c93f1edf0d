import LocalDiningIcon from '@mui/icons-material/LocalDining';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  ListSubheader,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
} from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useUpdateMany } from 'react-admin';
import { takeServerMessage } from '../dataProvider/serverMessages';
import { ALLERGEN_CHOICES, DIET_TAG_CHOICES } from '../shared/dietary';

/** `diet:vegan` or `allergen:milk`: one value for the grouped select. */
const dietValue = (code: string) => `diet:${code}`;
const allergenValue = (code: string) => `allergen:${code}`;

/** The body of the bulk change for a chosen value and action. */
export const dietaryChange = (value: string, present: boolean): Record<string, unknown> => {
  const [kind, code] = value.split(':');
  return kind === 'diet' ? { diet_tag: code, present } : { allergen: code, present };
};

/**
 * Bulk action of the products list: add or remove one diet tag or allergen on the selected
 * products, in one request (one transaction; the server refuses the whole change, naming the
 * product, when a rule would break).
 */
export const DietaryBulkButton = () => {
  const { selectedIds, resource, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(dietValue('vegetarian'));
  const [present, setPresent] = useState(true);
  const notify = useNotify();
  const [updateMany, { isPending }] = useUpdateMany();

  const apply = () =>
    updateMany(
      resource,
      { ids: selectedIds, data: dietaryChange(value, present) },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(takeServerMessage() ?? 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
          setOpen(false);
          onUnselectItems();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <>
      <Button label="Диета и аллергены" onClick={() => setOpen(true)}>
        <LocalDiningIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="dietary-bulk-title">
        <DialogTitle id="dietary-bulk-title">Диета и аллергены: выбрано товаров {selectedIds.length}</DialogTitle>
        <DialogContent>
          <RadioGroup row value={present ? 'set' : 'clear'} onChange={(event) => setPresent(event.target.value === 'set')}>
            <FormControlLabel value="set" control={<Radio />} label="Отметить" />
            <FormControlLabel value="clear" control={<Radio />} label="Снять отметку" />
          </RadioGroup>
          <FormControl fullWidth size="small" sx={{ mt: 1 }}>
            <InputLabel id="dietary-bulk-code">Что</InputLabel>
            <Select labelId="dietary-bulk-code" label="Что" value={value} onChange={(event) => setValue(event.target.value)}>
              <ListSubheader>Диета</ListSubheader>
              {DIET_TAG_CHOICES.map((choice) => (
                <MenuItem key={choice.id} value={dietValue(choice.id)}>
                  {choice.name}
                </MenuItem>
              ))}
              <ListSubheader>Аллергены</ListSubheader>
              {ALLERGEN_CHOICES.map((choice) => (
                <MenuItem key={choice.id} value={allergenValue(choice.id)}>
                  {choice.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Отмена</MuiButton>
          <MuiButton variant="contained" onClick={apply} disabled={isPending}>
            Применить
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
