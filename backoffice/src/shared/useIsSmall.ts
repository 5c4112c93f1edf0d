import { useMediaQuery, type Theme } from '@mui/material';

export const useIsSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
