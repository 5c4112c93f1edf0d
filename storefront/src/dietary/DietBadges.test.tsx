import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AllergenInfo } from './AllergenInfo';
import { DietBadges } from './DietBadges';

describe('DietBadges', () => {
  it('names every diet tag in Russian, in the stable order, as a labelled list a screen reader reads', () => {
    render(<DietBadges tags={['gluten_free', 'vegan', 'vegetarian', 'keto']} productName="Салат" />);
    const list = screen.getByRole('list', { name: 'Особенности блюда «Салат»' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Вегетарианское', 'Веганское', 'Без глютена']);
    // The icons are decoration: the text says it.
    for (const icon of list.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws nothing for a dish without tags', () => {
    const { container } = render(<DietBadges tags={[]} productName="Салат" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AllergenInfo', () => {
  it('lists the ingredients and what the dish contains under «Состав и аллергены»', () => {
    render(<AllergenInfo name="Торт" ingredients="Мука, молоко, яйцо" allergens={['milk', 'eggs', 'gluten']} dietTags={['vegetarian']} />);
    const block = screen.getByRole('region', { name: 'Состав и аллергены' });
    expect(within(block).getByText('Мука, молоко, яйцо')).toBeInTheDocument();
    expect(within(block).getByText(/^Содержит:/).parentElement).toHaveTextContent('Содержит: глютен, яйца, молоко и лактоза');
    expect(within(block).getByRole('listitem')).toHaveTextContent('Вегетарианское');
  });

  it('says so when the dish has none of the listed allergens', () => {
    render(<AllergenInfo name="Морс" ingredients="Клюква, вода" allergens={[]} dietTags={[]} />);
    expect(screen.getByText('Аллергенов из обязательного перечня нет')).toBeInTheDocument();
  });
});
