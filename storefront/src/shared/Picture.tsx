import Box from '@mui/material/Box';
import { useState } from 'react';

interface Props {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
  /** The likely largest image of the first screen is fetched first. */
  priority?: boolean;
  sx?: object;
}

/** An image with fixed intrinsic size (no layout shift), lazy by default, and a drawn placeholder when missing. */
export function Picture({ src, alt, width, height, eager = false, priority = false, sx }: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{
          aspectRatio: `${width} / ${height}`,
          width: '100%',
          bgcolor: '#f3e3cc',
          display: 'grid',
          placeItems: 'center',
          color: '#7a3b12',
          fontSize: 14,
          ...sx,
        }}
      >
        Bulbash catering
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', ...sx }}
    />
  );
}
