import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Subcategory } from '../api/types';

interface Props {
  subcategories: Subcategory[];
  selected: string | undefined;
  onSelect: (id: number | null) => void;
}

/** A row of subcategory buttons; "Все" clears the subcategory. */
export function SubcategoryBar({ subcategories, selected, onSelect }: Props) {
  // The row keeps its height while the list loads, so the products below do not jump.
  if (subcategories.length === 0) return <Box sx={{ minHeight: 32, mb: 2 }} />;
  const button = (id: number | null, label: string) => {
    const active = id === null ? !selected : selected === String(id);
    return (
      <Button key={id ?? 'all'} variant={active ? 'contained' : 'outlined'} aria-pressed={active} size="small" onClick={() => onSelect(id)}>
        {label}
      </Button>
    );
  };
  return (
    <Box role="group" aria-label="Подкатегории" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, minHeight: 32 }}>
      {button(null, 'Все')}
      {subcategories.map((sub) => button(sub.id, sub.name))}
    </Box>
  );
}
