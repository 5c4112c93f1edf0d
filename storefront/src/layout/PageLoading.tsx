import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Thin progress strip shown while a screen's chunk loads (lighter than MUI's LinearProgress). */
export function PageLoading() {
  return (
    <Box role="progressbar" aria-label="Загрузка страницы" sx={{ height: 4, overflow: 'hidden', bgcolor: '#ead7c3' }}>
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite` }} />
    </Box>
  );
}
