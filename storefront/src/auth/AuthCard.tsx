import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { usePageTitle } from '../shared/usePageTitle';

interface Props {
  title: string;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}

/** Narrow centred card of the sign-in, sign-up and password screens. */
export function AuthCard({ title, onSubmit, children }: Props) {
  usePageTitle(title);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Box
          component={onSubmit ? 'form' : 'div'}
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 2 }}
        >
          {children}
        </Box>
      </Paper>
    </Box>
  );
}
