import {
  Datagrid,
  EditButton,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleList,
  TextField,
  useListContext,
} from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { AvailabilityField, DateTimeField, Lines, MoneyField, Thumbnail } from '../shared/fields';
import { avatarSrc, formatMoney } from '../shared/format';
import { useIsSmall } from '../shared/useIsSmall';
import { ProductBulkActions } from './ProductBulkActions';
import { useAllowed } from '../access/useAllowed';
import { useVisibility } from '../access/useVisibility';
import { DietaryField, dietarySummary } from './DietaryField';
import { ALLERGEN_CHOICES, DIET_TAG_CHOICES } from '../shared/dietary';
import { formatPercent } from '../costing/units';
import { NO_RECIPE_LABEL } from '@bulbash/rules';

/** Subcategory filter limited to the category chosen in the category filter. */
const SubcategoryFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { filterValues } = useListContext();
  const filter = filterValues.category_id ? { category_id: filterValues.category_id } : {};
  return (
    <ReferenceInput {...props} reference="short-subcategories" filter={filter} sort={{ field: 'name', order: 'ASC' }} perPage={200}>
      <SelectInput optionText="name" label="Подкатегория" />
    </ReferenceInput>
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Поиск по названию" />,
  <ReferenceInput
    key="category_id"
    source="category_id"
    reference="short-categories"
    alwaysOn
    sort={{ field: 'name', order: 'ASC' }}
    perPage={200}
  >
    <SelectInput optionText="name" label="Категория" />
  </ReferenceInput>,
  <SubcategoryFilter key="subcategory_id" source="subcategory_id" alwaysOn />,
  <NullableBooleanInput
    key="status_enabled"
    source="status_enabled"
    alwaysOn
    label="Доступность"
    trueLabel="доступен"
    falseLabel="недоступен"
  />,
  <SelectArrayInput key="diet" source="diet" label="Диета (все отмеченные)" choices={DIET_TAG_CHOICES} alwaysOn sx={{ minWidth: 200 }} />,
  <SelectArrayInput
    key="allergens"
    source="allergens"
    label="Содержит аллергены"
    choices={ALLERGEN_CHOICES}
    alwaysOn
    sx={{ minWidth: 200 }}
  />,
];

/** Seventeen columns and the selection boxes: narrow cell padding keeps them within a 1366 px wide window. */
const denseCells = { '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 0.5 } } as const;

const ProductList = () => {
  const small = useIsSmall();
  // The kitchen and the accountant read the dishes; only those who change the catalogue get the bulk actions.
  const canChange = useAllowed('admin-products', 'edit');
  // Food cost for a role that reads costing, margin for one that also sees order money (the field visibility policy).
  const { foodCost, margin } = useVisibility();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => (
            <Lines
              lines={[
                r.subcategory_name ?? '',
                `${formatMoney(r.price)} · ${r.weight} г · ${r.status_enabled ? 'доступен' : 'недоступен'}`,
                !foodCost
                  ? ''
                  : r.food_cost === null || r.food_cost === undefined
                    ? NO_RECIPE_LABEL
                    : `себестоимость ${formatMoney(r.food_cost)}${margin ? ` · маржа ${formatPercent(r.margin_percent)}` : ''}`,
                dietarySummary(r),
              ]}
            />
          )}
          leftAvatar={(r) => avatarSrc(r.image_path)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={canChange ? <ProductBulkActions /> : false} sx={denseCells}>
          <TextField source="id" />
          <Thumbnail source="image_path" label="Фото" sortable={false} />
          <TextField source="name" />
          <TextField source="category_name" sortBy="category_name" />
          <TextField source="subcategory_name" sortBy="subcategory_name" />
          <MoneyField source="price" sortBy="price" textAlign="right" />
          {/* A soft hyphen lets the long header wrap instead of widening the column. */}
          {foodCost && (
            <FunctionField
              source="food_cost"
              label={'Себесто\u00adимость'}
              sortable={false}
              textAlign="right"
              render={(r) => (r.food_cost === null || r.food_cost === undefined ? NO_RECIPE_LABEL : formatMoney(r.food_cost))}
            />
          )}
          {margin && <MoneyField source="margin" sortable={false} textAlign="right" />}
          {margin && (
            <FunctionField source="margin_percent" sortable={false} textAlign="right" render={(r) => formatPercent(r.margin_percent)} />
          )}
          <NumberField source="weight" />
          <NumberField source="people_numbers" />
          <AvailabilityField source="status_enabled" />
          <DietaryField source="diet_tags" label="Диета и аллергены" sortable={false} />
          <DateTimeField source="date_created" />
          <DateTimeField source="date_updated" />
          <EditButton label="" aria-label="редактировать" />
          <ConfirmDeleteButton iconOnly />
        </Datagrid>
      )}
    </List>
  );
};

export default ProductList;
