import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { CreateButton, FilterButton, TopToolbar, useListContext, useNotify } from 'react-admin';
import { downloadFile } from './downloadFile';
import { QuickEventFilters } from './QuickEventFilters';

/** The orders list's toolbar: the order desk's «Новый заказ», quick event-day filters, more filters, CSV of the filtered list. */
export const OrderListActions = () => {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const exportCsv = () => {
    const params: Record<string, string | undefined> = { sort: sort.field, order: sort.order };
    for (const [key, value] of Object.entries(filterValues)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = String(value);
    }
    downloadFile('/api/v1/bulbash_admin/orders.csv', params, 'orders.csv').catch((reason: Error) =>
      notify(reason.message, { type: 'error' }),
    );
  };
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <CreateButton label="Новый заказ" />
        <QuickEventFilters />
        <FilterButton />
        <Button size="small" startIcon={<DownloadIcon />} onClick={exportCsv}>
          CSV
        </Button>
      </Stack>
    </TopToolbar>
  );
};
