import Box from '@mui/material/Box';
import { useState } from 'react';
import { uploadSrcSet } from './imageSources';

interface Props {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
  /** The likely largest image of the first screen is fetched first. */
  priority?: boolean;
  /**
   * CSS width of the image (the `sizes` attribute). Given, a stored upload is offered as its 400 px
   * thumbnail and its full image, and the browser takes the smallest one sharp enough for the screen.
   */
  sizes?: string;
  sx?: object;
}

/**
 * An image with fixed intrinsic size (no layout shift), lazy by default, and a drawn placeholder when missing.
 * Should the thumbnail fail to load, the full image is tried before the placeholder.
 */
export function Picture({ src, alt, width, height, eager = false, priority = false, sizes, sx }: Props) {
  const [failures, setFailures] = useState({ src, count: 0 });
  const failed = failures.src === src ? failures.count : 0;
  const responsive = sizes && src ? uploadSrcSet(src) : undefined;
  // Tried in turn: the responsive sources, the plain full image, then the placeholder.
  const attempts = responsive ? 2 : 1;
  const srcSet = failed === 0 ? responsive : undefined;
  if (!src || failed >= attempts) {
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
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={() => setFailures({ src, count: failed + 1 })}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', ...sx }}
    />
  );
}
