import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A plain external or tel:/mailto: link in the brand colour. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box
      component="a"
      href={href}
      sx={{
        color: 'primary.main',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      {children}
    </Box>
  );
}
