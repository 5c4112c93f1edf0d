import { Box } from '@mui/material';
import { ImageField, ImageInput, Labeled, useRecordContext } from 'react-admin';

const ACCEPT = { 'image/jpeg': [], 'image/png': [], 'image/webp': [] };
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Image upload (`img_file`) with a 100 px preview of the current and the chosen image. */
export const ImageUpload = () => {
  const record = useRecordContext();
  const current = typeof record?.image_path === 'string' ? record.image_path : null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', width: '100%' }}>
      {current && (
        <Labeled label="shop.image.current">
          <Box
            component="img"
            src={current}
            alt={String(record?.name ?? '')}
            sx={{ width: 100, height: 'auto', borderRadius: 1, display: 'block' }}
          />
        </Labeled>
      )}
      <ImageInput
        source="img_file"
        label="shop.image.upload"
        accept={ACCEPT}
        maxSize={MAX_IMAGE_BYTES}
        placeholder={<p>Перетащите изображение или нажмите, чтобы выбрать (JPEG, PNG, WebP, до 5 МБ)</p>}
        sx={{ flex: '1 1 260px' }}
      >
        <ImageField
          source="src"
          title="title"
          sx={{ '& img': { width: '100px !important', height: 'auto !important', maxHeight: 'none !important', margin: 0 } }}
        />
      </ImageInput>
    </Box>
  );
};
