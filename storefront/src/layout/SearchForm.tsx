import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH, searchUrl } from '../products/filterParams';

interface Props {
  /** 'header': light text on the brown bar; 'drawer': dark text on white. */
  tone: 'header' | 'drawer';
  /** Called after a search is sent (the drawer closes). */
  onSearch?: () => void;
}

/**
 * Search by dish name: opens /products?q=… (every category, with the usual filters). A plain form
 * with a native input and static styles (Header.css), so the header adds almost nothing to the first load.
 */
export function SearchForm({ tone, onSearch }: Props) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === '/products' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState(current);
  // The field shows the search of the page being viewed (and empties when leaving the results).
  useEffect(() => setText(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchUrl(text));
    onSearch?.();
  };

  return (
    <form role="search" aria-label="Поиск блюд" onSubmit={submit} className={tone === 'drawer' ? 'search search-drawer' : 'search'}>
      <input
        type="search"
        name="q"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder="Найти блюдо"
        aria-label="Название блюда"
        enterKeyHint="search"
      />
      <button type="submit" aria-label="Найти">
        <SearchIcon fontSize="small" />
      </button>
    </form>
  );
}
