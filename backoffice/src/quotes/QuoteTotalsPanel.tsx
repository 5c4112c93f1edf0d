import { Card, CardContent } from '@mui/material';
import { FormDataConsumer, useGetMany } from 'react-admin';
import type { QuoteFormValues } from './quoteValues';
import { QuoteSummary, type SummaryProduct } from './QuoteSummary';

const idsOf = (values: unknown[]) => [...new Set(values.map(Number).filter((id) => Number.isInteger(id) && id > 0))];

/** Loads the catalogue rows of the quoted dishes (price, category, people fed) and their categories' names. */
const LoadedSummary = ({ values }: { values: QuoteFormValues }) => {
  const productIds = idsOf((values.dish_lines ?? []).map((line) => line?.product_id));
  const { data: products = [] } = useGetMany<SummaryProduct & { id: number }>('admin-products', { ids: productIds });
  const categoryIds = idsOf(products.map((product) => product.category_id));
  const { data: categories = [] } = useGetMany<{ id: number; name: string }>('short-categories', { ids: categoryIds });
  const names = new Map(categories.map((category) => [Number(category.id), category.name]));
  return <QuoteSummary values={values} products={products} categoryName={(id) => names.get(id) ?? `Категория ${id}`} />;
};

/** The live totals beside the editor, recomputed on every change of the form. */
export const QuoteTotalsPanel = () => (
  <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
    <CardContent>
      <FormDataConsumer>{({ formData }) => <LoadedSummary values={formData as QuoteFormValues} />}</FormDataConsumer>
    </CardContent>
  </Card>
);
