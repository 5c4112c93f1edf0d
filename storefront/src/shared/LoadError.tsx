import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface Props {
  onRetry: () => void;
  /** What failed to load, e.g. «товары». */
  what?: string;
}

/** A failed request: says so and offers 'Повторить'. */
export function LoadError({ onRetry, what = 'данные' }: Props) {
  return (
    <Alert
      severity="error"
      sx={{ my: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
          Повторить
        </Button>
      }
    >
      Не удалось загрузить {what}. Проверьте соединение с интернетом и попробуйте ещё раз.
    </Alert>
  );
}
