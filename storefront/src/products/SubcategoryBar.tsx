import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Subcategory } from '../api/types';

interface Props {
  subcategories: Subcategory[];
  selected: string | undefined;
  onSelect: (id: number | null) => void;
}

/**
 * The row's box. On phones the row scrolls sideways instead of wrapping: it stays one line tall (the
 * grid below does not move when the web font replaces the fallback font and the buttons change width)
 * and a long list does not push the products down. The empty row (while the list loads) has the same
 * height, so nothing below moves.
 */
const row = {
  display: 'flex',
  flexWrap: { xs: 'nowrap', sm: 'wrap' },
  overflowX: { xs: 'auto', sm: 'visible' },
  gap: 1,
  alignItems: 'center',
  // On phones: room for the focus outline inside the scrolling row, which runs to the screen edges.
  minHeight: { xs: 44, sm: 32 },
  py: { xs: 0.75, sm: 0 },
  mt: { xs: -0.75, sm: 0 },
  mb: { xs: 1.25, sm: 2 },
  mx: { xs: -2, sm: 0 },
  px: { xs: 2, sm: 0 },
  scrollbarWidth: 'none',
  '& > *': { flex: '0 0 auto', whiteSpace: 'nowrap' },
} as const;

/** A row of subcategory buttons; "Все" clears the subcategory. */
export function SubcategoryBar({ subcategories, selected, onSelect }: Props) {
  if (subcategories.length === 0) return <Box sx={row} />;
  const button = (id: number | null, label: string) => {
    const active = id === null ? !selected : selected === String(id);
    return (
      <Button key={id ?? 'all'} variant={active ? 'contained' : 'outlined'} aria-pressed={active} size="small" onClick={() => onSelect(id)}>
        {label}
      </Button>
    );
  };
  return (
    <Box role="group" aria-label="Подкатегории" sx={row}>
      {button(null, 'Все')}
      {subcategories.map((sub) => button(sub.id, sub.name))}
    </Box>
  );
}
