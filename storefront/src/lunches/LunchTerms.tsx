import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lunchContractStatusLabel } from '@bulbash/rules';
import type { LunchContract } from '../api/lunches';
import { contractTerms } from './lunchDays';

/** The contract's company, status and terms in words. */
export function LunchTerms({ contract }: { contract: LunchContract }) {
  return (
    <Paper component="section" variant="outlined" aria-label="Условия договора" sx={{ p: 2, display: 'grid', gap: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
          {contract.company.name}
        </Typography>
        <Chip
          size="small"
          label={`Договор ${lunchContractStatusLabel(contract.status)}`}
          color={contract.status === 'active' ? 'success' : 'default'}
        />
      </Box>
      {contractTerms(contract).map((sentence) => (
        <Typography key={sentence} variant="body2">
          {sentence}
        </Typography>
      ))}
    </Paper>
  );
}
