import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchForm } from '../layout/SearchForm';
import { LocationProbe } from '../test/render';
import { readFilter, searchUrl, sortValue, withNumberValues, withPage, withSort } from './filterParams';
import { SortSelect } from './SortSelect';

const decoded = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

function SortOfUrl() {
  const [params, setParams] = useSearchParams();
  return <SortSelect value={sortValue(params)} onChange={(sort) => setParams((current) => withSort(current, sort))} />;
}

function renderAt(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <SearchForm tone="header" />
      <Routes>
        <Route path="/products" element={<SortOfUrl />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('search and sort in the URL', () => {
  it('the header search opens /products?q=… across all categories, trimmed', async () => {
    const user = userEvent.setup();
    renderAt('/products?category_id=3&price_min=5&page=2');
    const field = screen.getByRole('searchbox', { name: 'Название блюда' });
    await user.type(field, '  Драники 50%  ');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(decoded()).toBe('/products?q=Драники+50%');
    expect(field).toHaveValue('Драники 50%');
  });

  it('Enter in the field searches; an empty search opens every product', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.type(screen.getByRole('searchbox'), 'торт{Enter}');
    expect(decoded()).toBe('/products?q=торт');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(decoded()).toBe('/products');
  });

  it('the field shows the search of the results page and empties elsewhere', () => {
    renderAt('/products?q=%D0%BA%D0%BE%D0%BB%D0%B4%D1%83%D0%BD%D1%8B');
    expect(screen.getByRole('searchbox')).toHaveValue('колдуны');
  });

  it('the sort select writes sort to the URL, back to page 1, keeping the search and filters', () => {
    renderAt('/products?q=торт&price_max=50&page=3');
    const select = screen.getByRole('combobox', { name: 'Сортировка' });
    expect(select).toHaveValue('');
    fireEvent.change(select, { target: { value: 'price_asc' } });
    expect(decoded()).toBe('/products?q=торт&price_max=50&sort=price_asc');
    expect(select).toHaveValue('price_asc');
    fireEvent.change(select, { target: { value: '' } });
    expect(decoded()).toBe('/products?q=торт&price_max=50');
  });

  it('an unknown sort in a shared link counts as the default order', () => {
    renderAt('/products?sort=cheapest');
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('');
  });

  it('readFilter passes q and sort on, prices written with a comma as the API reads them', () => {
    const params = new URLSearchParams('q= торт &sort=name&price_min=39,90&price_max=abc&category_id=2');
    expect(readFilter(params)).toEqual({ category_id: '2', price_min: '39.90', q: 'торт', sort: 'name' });
    expect(readFilter(new URLSearchParams('sort=bogus&q='))).toEqual({});
    expect(readFilter(new URLSearchParams(`q=${'я'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('paging and filtering keep the search and the order', () => {
    const params = new URLSearchParams('q=торт&sort=price_desc');
    expect(withPage(params, 2).toString()).toBe('q=%D1%82%D0%BE%D1%80%D1%82&sort=price_desc&page=2');
    expect(withNumberValues(withPage(params, 2), { weight_min: '500' }).toString()).toBe(
      'q=%D1%82%D0%BE%D1%80%D1%82&sort=price_desc&weight_min=500',
    );
    expect(searchUrl(' торт ')).toBe('/products?q=%D1%82%D0%BE%D1%80%D1%82');
  });
});
