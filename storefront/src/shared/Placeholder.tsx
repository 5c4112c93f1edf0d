import Box from '@mui/material/Box';

/** Grey block reserving the space of content that is still loading (a light stand-in for Skeleton). */
export function Placeholder({ height, aspectRatio }: { height?: number; aspectRatio?: string }) {
  return <Box aria-hidden="true" sx={{ height, aspectRatio, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.08)' }} />;
}
