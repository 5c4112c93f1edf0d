import type { Subcategory } from '../api/types';
import '../shared/buttons.css';
import './SubcategoryBar.css';

interface Props {
  subcategories: Subcategory[];
  selected: string | undefined;
  onSelect: (id: number | null) => void;
}

/**
 * A row of subcategory buttons; "Все" clears the subcategory. Static styles (SubcategoryBar.css): the
 * row is on the products page's first screen. The empty row (while the list loads) has the same
 * height, so nothing below moves.
 */
export function SubcategoryBar({ subcategories, selected, onSelect }: Props) {
  if (subcategories.length === 0) return <div className="subcategory-bar" />;
  const button = (id: number | null, label: string) => {
    const active = id === null ? !selected : selected === String(id);
    return (
      <button
        key={id ?? 'all'}
        type="button"
        className={`button button-small ${active ? 'button-contained' : 'button-outlined'}`}
        aria-pressed={active}
        onClick={() => onSelect(id)}
      >
        {label}
      </button>
    );
  };
  return (
    <div role="group" aria-label="Подкатегории" className="subcategory-bar">
      {button(null, 'Все')}
      {subcategories.map((sub) => button(sub.id, sub.name))}
    </div>
  );
}
