import { useEffect, useState } from 'react';
import { Alert, Box, Button, ButtonGroup, Card, CardContent, Typography } from '@mui/material';
import { Title, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { PURCHASE_LIST_PATH, type PurchaseListData } from '../costing/costingApi';
import { ReportToolbar, type ReportRange } from '../shared/ReportToolbar';
import { PurchaseTables } from './PurchaseTables';
import { comingSaturday, comingWeekend, shortDay } from './weekend';

const ruDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** «Суббота 28.11» and «Выходные»: caterers buy on Friday for the weekend's events. */
function WeekendButtons({ range, onChange, now }: { range: ReportRange; onChange: (range: ReportRange) => void; now: Date }) {
  const saturday = comingSaturday(now);
  const weekend = comingWeekend(now);
  const choices: Array<[string, ReportRange]> = [
    [`Суббота ${shortDay(saturday)}`, { from: saturday, to: saturday }],
    ['Выходные', weekend],
  ];
  return (
    <ButtonGroup aria-label="Выходные">
      {choices.map(([label, choice]) => {
        const active = range.from === choice.from && range.to === choice.to;
        return (
          <Button key={label} variant={active ? 'contained' : 'outlined'} aria-pressed={active} onClick={() => onChange(choice)}>
            {label}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}

/**
 * «Закупка»: every ingredient the non-canceled orders of the chosen Minsk days need, by supplier,
 * rounded up to whole packs, with the estimated cost and a box to tick at the market; the dishes
 * without a recipe apart. CSV for Excel and a PDF to print, from the same query.
 */
const PurchaseList = ({ now = new Date() }: { now?: Date }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [range, setRange] = useState<ReportRange>(() => {
    const saturday = comingSaturday(now);
    return { from: saturday, to: saturday };
  });
  const { from, to } = range;
  const [list, setList] = useState<PurchaseListData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(() => new Set());

  useEffect(() => {
    if (!from || !to) return;
    let current = true;
    dataProvider
      .getPurchaseList({ from, to })
      .then((answer) => {
        if (!current) return;
        setList(answer);
        setError(null);
        setTicked(new Set());
      })
      .catch((reason: Error) => {
        if (!current) return;
        setList(null);
        setError(reason.message);
      });
    return () => {
      current = false;
    };
  }, [dataProvider, from, to]);

  const tick = (key: string, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const name = `zakupka-${from}_${to}`;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Закупка" />
      <ReportToolbar
        mode="range"
        range={range}
        onChange={setRange}
        now={now}
        extra={<WeekendButtons range={range} onChange={setRange} now={now} />}
        downloads={[
          { label: 'CSV для Excel', kind: 'csv', path: `${PURCHASE_LIST_PATH}.csv`, params: { from, to }, fileName: `${name}.csv` },
          {
            label: 'PDF',
            title: 'Закупка в PDF для печати',
            kind: 'pdf',
            path: `${PURCHASE_LIST_PATH}.pdf`,
            params: { from, to },
            fileName: `${name}.pdf`,
          },
        ]}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Закупка {from === to ? `на ${ruDay(from)}` : `с ${ruDay(from)} по ${ruDay(to)}`}
          </Typography>
          {list && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {list.orders.length ? `Заказы: ${list.orders.map((id) => `№${id}`).join(', ')}` : 'Заказов нет'}
              {' · '}количества с учётом отходов, округлены до целых упаковок
            </Typography>
          )}
          {list && <PurchaseTables list={list} ticked={ticked} onTick={tick} />}
        </CardContent>
      </Card>
    </Box>
  );
};

export default PurchaseList;
