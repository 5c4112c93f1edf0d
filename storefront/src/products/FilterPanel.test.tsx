import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../test/render';
import { FilterPanel } from './FilterPanel';
import { numberValues, resetFilter, withNumberValues } from './filterParams';
import { ProductFilters } from './ProductFilters';

const empty = numberValues(new URLSearchParams());
const bounds = { price_min: 12, price_max: 240, weight_min: 300, weight_max: 3000, people_numbers_min: 2, people_numbers_max: 20 };

describe('FilterPanel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies typed numbers only after 500 ms without typing', () => {
    const onApply = vi.fn();
    render(<FilterPanel values={empty} bounds={bounds} onApply={onApply} onReset={vi.fn()} />);
    const priceFrom = screen.getByLabelText('Цена от, byn');
    fireEvent.change(priceFrom, { target: { value: '5' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(priceFrom, { target: { value: '50' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ ...empty, price_min: '50' });
  });

  it('shows the known ranges as hints and labels every input', () => {
    render(<FilterPanel values={empty} bounds={bounds} onApply={vi.fn()} onReset={vi.fn()} />);
    expect(screen.getAllByText('от 12,00 до 240,00 byn')).toHaveLength(2);
    expect(screen.getAllByText('от 300 до 3 000 г')).toHaveLength(2);
    expect(screen.getByText('от 2 до 20 чел.')).toBeInTheDocument();
    for (const label of ['Вес от, г', 'Вес до, г', 'Человек, от']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('min', '0');
    }
    expect(screen.getByLabelText('Цена до, byn')).toHaveAttribute('inputmode', 'decimal');
  });

  it('writes price bounds as the cards write prices', () => {
    render(<FilterPanel values={empty} bounds={{ ...bounds, price_min: 39.9, price_max: 214 }} onApply={vi.fn()} onReset={vi.fn()} />);
    expect(screen.getAllByText('от 39,90 до 214,00 byn')).toHaveLength(2);
  });

  it('takes prices with kopecks written with a comma or a point', () => {
    const onApply = vi.fn();
    render(<FilterPanel values={empty} bounds={bounds} onApply={onApply} onReset={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Цена от, byn'), { target: { value: '39,90' } });
    fireEvent.change(screen.getByLabelText('Цена до, byn'), { target: { value: '120.5x' } });
    act(() => vi.advanceTimersByTime(500));
    expect(onApply).toHaveBeenLastCalledWith({ ...empty, price_min: '39,90', price_max: '120.5' });
    expect(screen.getByLabelText('Цена от, byn')).toHaveValue('39,90');
  });

  it('reset cancels a pending change', () => {
    const onApply = vi.fn();
    const onReset = vi.fn();
    render(<FilterPanel values={empty} bounds={bounds} onApply={onApply} onReset={onReset} />);
    fireEvent.change(screen.getByLabelText('Вес от, г'), { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтр' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('ProductFilters bound to the URL', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderAt(route: string) {
    render(
      <MemoryRouter initialEntries={[route]}>
        <ProductFilters bounds={bounds} />
        <LocationProbe />
      </MemoryRouter>,
    );
  }

  it('"Сбросить фильтр" removes the filters but keeps the category', () => {
    renderAt('/products?category_id=3&price_min=10&weight_max=900&people_of_numbers=4&page=2');
    expect(screen.getByLabelText('Цена от, byn')).toHaveValue('10');
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтр' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?category_id=3$/);
    expect(screen.getByLabelText('Цена от, byn')).toHaveValue('');
  });

  it('a debounced change lands in the query and goes back to page 1', () => {
    renderAt('/products?category_id=3&page=2');
    fireEvent.change(screen.getByLabelText('Человек, от'), { target: { value: '6' } });
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?category_id=3&people_of_numbers=6$/);
  });
});

describe('filter query helpers', () => {
  it('resetFilter keeps the category, the search and the order only', () => {
    const params = new URLSearchParams('category_id=1&subcategory_id=4&price_max=50&page=3');
    expect(resetFilter(params).toString()).toBe('category_id=1&subcategory_id=4');
    expect(resetFilter(new URLSearchParams('q=торт&sort=name&weight_min=5&page=2')).toString()).toBe(
      'q=%D1%82%D0%BE%D1%80%D1%82&sort=name',
    );
  });

  it('withNumberValues drops empty values and the page', () => {
    const params = new URLSearchParams('category_id=1&price_min=5&page=2');
    expect(withNumberValues(params, { price_min: '', weight_min: '100' }).toString()).toBe('category_id=1&weight_min=100');
  });
});
