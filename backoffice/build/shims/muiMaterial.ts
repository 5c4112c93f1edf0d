// Material UI's entry as react-admin gets it: everything as it is, but TextField and FormControlLabel
// take react-admin's Material UI 5 props (./muiLegacyProps.tsx).
export * from '@mui/material';
export { FormControlLabel, TextField } from './muiLegacyProps.tsx';
