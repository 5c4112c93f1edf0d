import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A light link on the dark footer. */
export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box
      component="a"
      href={href}
      sx={{ color: 'inherit', textDecorationColor: 'rgba(245,235,224,0.5)', '&:hover': { textDecorationColor: 'inherit' } }}
    >
      {children}
    </Box>
  );
}
