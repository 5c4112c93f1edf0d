// `@mui/material/TextField` as react-admin gets it (./muiLegacyProps.tsx).
export * from '@mui/material/TextField';
export { TextField as default } from './muiLegacyProps.tsx';
