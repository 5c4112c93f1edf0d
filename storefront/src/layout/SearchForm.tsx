import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
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
 * with a native input, so the header adds almost nothing to the first load.
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

  const onHeader = tone === 'header';
  return (
    <Box
      component="form"
      role="search"
      aria-label="Поиск блюд"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderRadius: 1,
        bgcolor: onHeader ? 'rgba(255,255,255,0.16)' : 'action.hover',
        border: 1,
        borderColor: onHeader ? 'rgba(255,255,255,0.45)' : 'divider',
        '&:focus-within': { borderColor: onHeader ? '#fff' : 'primary.main' },
        minWidth: 0,
      }}
    >
      <Box
        component="input"
        type="search"
        name="q"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder="Найти блюдо"
        aria-label="Название блюда"
        enterKeyHint="search"
        sx={{
          flex: '1 1 auto',
          minWidth: 0,
          width: '100%',
          border: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: '0.95rem',
          py: 0.75,
          pl: 1.25,
          outline: 'none',
          '&::placeholder': { color: 'inherit', opacity: 0.8 },
        }}
      />
      <Box
        component="button"
        type="submit"
        aria-label="Найти"
        sx={{
          display: 'grid',
          placeItems: 'center',
          flex: '0 0 auto',
          width: 40,
          height: 36,
          border: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          cursor: 'pointer',
          borderRadius: 1,
        }}
      >
        <SearchIcon fontSize="small" />
      </Box>
    </Box>
  );
}
