import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

interface Props {
  title: string;
  /** Visible heading; defaults to the title. */
  heading?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** Common frame of a content page: sets the document title and renders the page's h1. */
export function PageContainer({ title, heading, maxWidth = 'lg', children }: Props) {
  usePageTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {heading ?? title}
      </Typography>
      {children}
    </Container>
  );
}
