import { Chip } from '@mui/material';
import { isLunchContractStatus, lunchContractStatusLabel } from '@bulbash/rules';
import { LUNCH_STATUS_COLORS } from './lunchContractStatus';

export const LunchStatusChip = ({ status }: { status: unknown }) => (
  <Chip
    size="small"
    label={lunchContractStatusLabel(status)}
    color={isLunchContractStatus(status) ? LUNCH_STATUS_COLORS[status] : 'default'}
  />
);
