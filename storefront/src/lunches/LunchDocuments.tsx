import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatMonth as monthTitle } from '@bulbash/rules';
import { ApiError, errorText } from '../api/client';
import { openLunchDocument, type LunchContract, type LunchDocument } from '../api/lunches';
import { useNotification } from '../state/notification';
import { documentMonths } from './lunchDays';

const KINDS: Array<{ kind: LunchDocument; label: string; missing: string }> = [
  { kind: 'invoices', label: 'Счёт (PDF)', missing: 'Счёт' },
  { kind: 'acts', label: 'Акт (PDF)', missing: 'Акт' },
];

/** The monthly invoice and act of the past months, each downloaded with the session. */
export function LunchDocuments({ contract, now }: { contract: LunchContract; now: Date }) {
  const { notify } = useNotification();
  const months = documentMonths(contract, now);
  const open = async (kind: (typeof KINDS)[number], month: string) => {
    try {
      await openLunchDocument(contract.id, kind.kind, month);
    } catch (error) {
      notify(
        'error',
        error instanceof ApiError && error.status === 404 ? `${kind.missing} за ${monthTitle(month)} ещё не выставлен` : errorText(error),
      );
    }
  };
  return (
    <Box component="section" aria-label="Счета и акты">
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Счета и акты
      </Typography>
      {months.length === 0 ? (
        <Typography variant="body2">Счёт и акт за месяц появятся здесь в первый рабочий день следующего месяца.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
          {months.map((month) => (
            <Box component="li" key={month} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Typography sx={{ minWidth: 130, '&::first-letter': { textTransform: 'uppercase' } }}>{monthTitle(month)}</Typography>
              {KINDS.map((kind) => (
                <Link
                  key={kind.kind}
                  component="button"
                  type="button"
                  variant="body2"
                  aria-label={`${kind.label}, ${monthTitle(month)}`}
                  onClick={() => void open(kind, month)}
                >
                  {kind.label}
                </Link>
              ))}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
