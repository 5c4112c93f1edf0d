import { Datagrid, EditButton, FunctionField, List, SearchInput, SimpleList, TextField, TextInput, type RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { DateTimeField, Lines } from '../shared/fields';
import { formatMoney } from '../shared/format';
import { allergenPhrase, type AllergenCode } from '../shared/dietary';
import { useIsSmall } from '../shared/useIsSmall';
import { formatQuantity, unitName } from '../costing/units';

interface IngredientRow extends RaRecord {
  name: string;
  unit: string;
  price_per_unit: number;
  pack_size: number | null;
  supplier: string | null;
  allergens: AllergenCode[];
  used_in: number;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Поиск по названию" />,
  <TextInput key="supplier" source="supplier" label="Поставщик" alwaysOn />,
];

/** «1,5 кг» or '—' without a pack size. */
export const packText = (row: Pick<IngredientRow, 'pack_size' | 'unit'>) =>
  row.pack_size ? `${formatQuantity(row.pack_size)} ${unitName(row.unit)}` : '—';

/** «3,20 byn / кг». */
export const priceText = (row: Pick<IngredientRow, 'price_per_unit' | 'unit'>) =>
  `${formatMoney(row.price_per_unit)} / ${unitName(row.unit)}`;

/** «Ингредиенты»: what the kitchen buys, its last price, pack, supplier, allergens and how many recipes use it. */
const IngredientList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false} title="Ингредиенты">
      {small ? (
        <SimpleList<IngredientRow>
          primaryText={(r: IngredientRow) => r.name}
          secondaryText={(r: IngredientRow) => (
            <Lines
              lines={[`${priceText(r)} · упаковка ${packText(r)}`, r.supplier ?? 'Без поставщика', allergenPhrase(r.allergens ?? [])]}
            />
          )}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <FunctionField source="unit" render={(r: IngredientRow) => unitName(r.unit)} />
          <FunctionField source="price_per_unit" textAlign="right" render={(r: IngredientRow) => formatMoney(r.price_per_unit)} />
          <FunctionField source="pack_size" sortable={false} render={packText} />
          <TextField source="supplier" emptyText="—" />
          <FunctionField
            source="allergens"
            sortable={false}
            render={(r: IngredientRow) => allergenPhrase(r.allergens ?? []) || '—'}
            sx={{ display: 'block', maxWidth: 240 }}
          />
          <FunctionField source="used_in" textAlign="right" render={(r: IngredientRow) => r.used_in ?? 0} />
          <DateTimeField source="date_updated" />
          <EditButton label="" aria-label="редактировать" />
          <ConfirmDeleteButton iconOnly />
        </Datagrid>
      )}
    </List>
  );
};

export default IngredientList;
