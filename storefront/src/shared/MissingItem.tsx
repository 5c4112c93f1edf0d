import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from './usePageTitle';

interface Props {
  /** «Товар не найден», «Категория не найдена». */
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** A product or category that does not exist (or is hidden): a clear 'не найден' and a way back. */
export function MissingItem({ title, text, backTo, backLabel }: Props) {
  usePageTitle(title);
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {backLabel}
      </Button>
    </>
  );
}
