/**
 * Responsive sources of an uploaded image. For every upload the backend stores `<name>.webp`
 * (at most 1600 px wide) and `<name>.thumb.webp` (400 px wide), see backend/src/media/media.service.ts.
 * Plain module without browser APIs: vite.config.ts reads the `sizes` values for the page's inline start-up script.
 */
export const THUMBNAIL_WIDTH = 400;
export const FULL_WIDTH = 1600;

const UPLOADED_WEBP = /^\/uploads\/.+\.webp$/;

/**
 * CSS widths of the images in the grids (Container gutters 16/24 px, grid gaps and columns of
 * ProductsPage and HomePage): the browser takes the 400 px thumbnail whenever it is sharp enough.
 */
export const GRID_SIZES = {
  products:
    '(min-width: 1200px) 368px, (min-width: 900px) calc((100vw - 96px) / 3), (min-width: 600px) calc((100vw - 64px) / 2), calc(100vw - 32px)',
  categories: '(min-width: 1200px) 270px, (min-width: 900px) calc((100vw - 96px) / 3), calc((100vw - 44px) / 2)',
} as const;

/** `/uploads/products/abc.webp` → `/uploads/products/abc.thumb.webp`. */
export function thumbnailPath(path: string): string {
  return path.replace(/\.webp$/, '.thumb.webp');
}

/** `srcset` offering the thumbnail and the full image, or undefined for anything but a stored upload. */
export function uploadSrcSet(path: string): string | undefined {
  if (!UPLOADED_WEBP.test(path)) return undefined;
  return `${thumbnailPath(path)} ${THUMBNAIL_WIDTH}w, ${path} ${FULL_WIDTH}w`;
}
