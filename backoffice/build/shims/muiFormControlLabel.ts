// `@mui/material/FormControlLabel` as react-admin gets it (./muiLegacyProps.tsx).
export * from '@mui/material/FormControlLabel';
export { FormControlLabel as default } from './muiLegacyProps.tsx';
