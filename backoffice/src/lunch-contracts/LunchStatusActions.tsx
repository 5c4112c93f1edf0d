import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { isLunchContractStatus, type LunchContractStatus } from '@bulbash/rules';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useAllowed } from '../access/useAllowed';
import type { LunchContractRecord } from './lunchApi';
import { STATUS_MOVES } from './lunchContractStatus';

const DONE: Record<LunchContractStatus, string> = {
  active: 'Договор возобновлён',
  paused: 'Договор приостановлен',
  ended: 'Договор завершён',
};

/** Pause, resume or end the contract (ending asks first: an ended contract makes no more days). */
export const LunchStatusActions = () => {
  const record = useRecordContext<LunchContractRecord>();
  const canWrite = useAllowed('lunch-contracts', 'edit');
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirmEnd, setConfirmEnd] = useState(false);
  if (!record || !canWrite || !isLunchContractStatus(record.status)) return null;

  const move = (to: LunchContractStatus) =>
    update(
      'lunch-contracts',
      { id: record.id, data: { status: to }, previousData: record },
      {
        onSuccess: () => {
          notify(DONE[to], { type: 'success' });
          setConfirmEnd(false);
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'Не удалось изменить договор', { type: 'error' }),
      },
    );

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {STATUS_MOVES[record.status].map(({ to, label }) => (
        <Button
          key={to}
          variant="outlined"
          color={to === 'ended' ? 'error' : 'primary'}
          disabled={isPending}
          onClick={() => (to === 'ended' ? setConfirmEnd(true) : void move(to))}
        >
          {label}
        </Button>
      ))}
      <Dialog open={confirmEnd} onClose={() => setConfirmEnd(false)} aria-labelledby="end-contract-title">
        <DialogTitle id="end-contract-title">Завершить договор?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            С {record.company.name} больше не будет доставок по этому договору; уже принятые дни и счета остаются.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmEnd(false)}>Не завершать</Button>
          <Button color="error" variant="contained" disabled={isPending} onClick={() => void move('ended')}>
            Завершить
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
