import { Button, ButtonGroup } from '@mui/material';
import { useListContext } from 'react-admin';
import { QUICK_RANGE_LABELS, quickRange, type QuickRange } from './minskDays';

const RANGES: QuickRange[] = ['today', 'tomorrow', 'week'];

/** 'Сегодня', 'Завтра', 'Эта неделя': set the event day range of the orders list (again: clear it). */
export const QuickEventFilters = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const now = new Date();
  return (
    <ButtonGroup size="small" aria-label="Дата мероприятия" sx={{ my: 1 }}>
      {RANGES.map((range) => {
        const days = quickRange(range, now);
        const active = filterValues.event_from === days.event_from && filterValues.event_to === days.event_to;
        const next = active ? { ...filterValues, event_from: undefined, event_to: undefined } : { ...filterValues, ...days };
        return (
          <Button
            key={range}
            variant={active ? 'contained' : 'outlined'}
            aria-pressed={active}
            onClick={() => setFilters(next, displayedFilters)}
          >
            {QUICK_RANGE_LABELS[range]}
          </Button>
        );
      })}
    </ButtonGroup>
  );
};
