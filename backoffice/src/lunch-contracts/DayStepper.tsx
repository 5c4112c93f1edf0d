import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { shiftDay } from '@bulbash/rules';
import { DayField } from '../shared/DayField';

interface Props {
  label: string;
  /** 'YYYY-MM-DD' */
  value: string;
  onChange: (day: string) => void;
  /** Days the arrows move by. */
  step: number;
  /** The screen's action beside the picker (below it on a phone). */
  action?: ReactNode;
}

/** A day picker between «back» and «forward» arrows, on one row even on a phone (where fields are full width). */
export const DayStepper = ({ label, value, onChange, step, action }: Props) => (
  <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
      <IconButton aria-label="Предыдущая неделя" onClick={() => onChange(shiftDay(value, -step))}>
        <ChevronLeftIcon />
      </IconButton>
      <DayField
        size="small"
        label={label}
        value={value}
        onChange={(day) => day && onChange(day)}
        sx={{ flex: '1 1 auto', minWidth: 0, maxWidth: { sm: 200 } }}
      />
      <IconButton aria-label="Следующая неделя" onClick={() => onChange(shiftDay(value, step))}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
    {action}
  </Stack>
);
