import { fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { dietaryFilter, dietaryValues, withDietary } from '../products/dietaryParams';
import { ProductDietFilter } from '../products/ProductDietFilter';
import { DietFilter } from './DietFilter';

describe('DietFilter', () => {
  it('shows the four diet chips as toggle buttons and reports a toggled one', () => {
    const onChange = vi.fn();
    render(<DietFilter diet={['vegetarian']} excluded={['nuts']} onChange={onChange} />);
    const chips = within(screen.getByRole('group', { name: 'Диета' })).getAllByRole('button');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('aria-pressed')])).toEqual([
      ['Вегетарианское', 'true'],
      ['Веганское', 'false'],
      ['Без глютена', 'false'],
      ['Без лактозы', 'false'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Без глютена' }));
    expect(onChange).toHaveBeenLastCalledWith(['vegetarian', 'gluten_free'], ['nuts']);
    fireEvent.click(screen.getByRole('button', { name: 'Вегетарианское' }));
    expect(onChange).toHaveBeenLastCalledWith([], ['nuts']);
  });

  it('offers the 14 allergens to exclude as checkboxes and names the excluded ones in its summary', () => {
    const onChange = vi.fn();
    render(<DietFilter diet={[]} excluded={['nuts', 'milk']} onChange={onChange} />);
    expect(screen.getByText('Исключить аллергены').closest('summary')).toHaveTextContent('Исключить аллергены: орехи, молоко и лактоза');
    const boxes = screen.getAllByRole('checkbox', { hidden: true });
    expect(boxes).toHaveLength(14);
    expect(screen.getByRole('checkbox', { name: 'Орехи', hidden: true })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Глютен', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith([], ['nuts', 'milk', 'gluten']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Орехи', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith([], ['milk']);
  });

  it('keeps the choice in the URL in the API’s order and goes back to the first page', () => {
    renderWithApp(
      <Routes>
        <Route path="/products" element={<ProductDietFilter />} />
      </Routes>,
      { route: '/products?category_id=2&page=3&exclude_allergens=nuts' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Вегетарианское' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Молоко и лактоза', hidden: true }));
    const location = screen.getByTestId('location').textContent ?? '';
    const params = new URLSearchParams(location.split('?')[1]);
    expect(params.get('diet')).toBe('vegetarian');
    expect(params.get('exclude_allergens')).toBe('milk,nuts');
    expect(params.get('page')).toBeNull();
    expect(params.get('category_id')).toBe('2');
  });
});

describe('dietary URL parameters', () => {
  it('reads known codes only, in the API’s order, and leaves an empty choice out of the request', () => {
    const params = new URLSearchParams('diet=gluten_free,keto,vegetarian&exclude_allergens=milk,,nuts,milk');
    expect(dietaryValues(params)).toEqual({ diet: ['vegetarian', 'gluten_free'], excluded: ['milk', 'nuts'] });
    expect(dietaryFilter(params)).toEqual({ diet: 'vegetarian,gluten_free', exclude_allergens: 'milk,nuts' });
    expect(dietaryFilter(new URLSearchParams('diet=keto'))).toEqual({});
    expect(withDietary(new URLSearchParams('diet=vegan&q=торт'), { diet: [], excluded: [] }).toString()).toBe('q=%D1%82%D0%BE%D1%80%D1%82');
  });
});
