import { Box, Typography } from '@mui/material';
import type { DashboardDay } from '../dataProvider';
import { formatDate, formatMoney } from '../shared/format';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 24, left: 8 };

/** Daily revenue bars (hand-drawn SVG) with the order count in each bar's tooltip. */
const DailyChart = ({ days }: { days: DashboardDay[] }) => {
  if (!days.length) return <Typography color="text.secondary">Нет данных</Typography>;
  const best = Math.max(0, ...days.map((d) => d.revenue));
  const max = best > 0 ? best : 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = innerW / days.length;
  const barW = Math.max(2, step * 0.7);
  return (
    <Box sx={{ width: '100%', overflow: 'hidden' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label="Выручка по дням за 30 дней"
        style={{ display: 'block', maxHeight: 220 }}
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#bbb" />
        {days.map((day, i) => {
          const h = (day.revenue / max) * innerH;
          const x = PAD.left + i * step + (step - barW) / 2;
          const y = HEIGHT - PAD.bottom - h;
          return (
            <g key={day.date}>
              <rect x={x} y={y} width={barW} height={Math.max(h, day.order_count ? 1 : 0)} rx={1.5} fill="#2e7d32" opacity={0.85}>
                <title>{`${formatDate(day.date)}: ${formatMoney(day.revenue)}, заказов: ${day.order_count}`}</title>
              </rect>
              {(i % 5 === 0 || i === days.length - 1) && (
                <text x={x + barW / 2} y={HEIGHT - 8} fontSize={10} textAnchor="middle" fill="#666">
                  {formatDate(day.date).slice(0, 5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Typography variant="caption" color="text.secondary">
        {best > 0 ? `Максимум за день: ${formatMoney(best)}` : 'Заказов с выручкой за 30 дней не было'}
      </Typography>
    </Box>
  );
};

export default DailyChart;
