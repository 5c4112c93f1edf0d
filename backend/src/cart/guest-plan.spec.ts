import { planGuests, PlanProduct, planVegetarians } from './guest-plan';

const product = (over: Partial<PlanProduct> & Pick<PlanProduct, 'productId'>): PlanProduct => ({
  categoryId: 1,
  categoryName: 'Боксы',
  name: `Товар ${over.productId}`,
  price: 10,
  peopleNumbers: 1,
  cartQuantity: 0,
  vegetarian: false,
  ...over,
});

describe('planGuests', () => {
  it('sums people × quantity per category and never adds categories together', () => {
    const plan = planGuests(25, [
      product({ productId: 1, peopleNumbers: 4, cartQuantity: 3 }),
      product({ productId: 2, peopleNumbers: 5, cartQuantity: 2 }),
      product({ productId: 3, categoryId: 2, categoryName: 'Салаты', peopleNumbers: 6, cartQuantity: 1 }),
    ]);
    expect(plan.guests).toBe(25);
    expect(plan.categories).toEqual([
      { category_id: 1, name: 'Боксы', people: 22, enough: false },
      { category_id: 2, name: 'Салаты', people: 6, enough: false },
    ]);
  });

  it('counts a category covering exactly the guests as enough and suggests nothing for it', () => {
    const plan = planGuests(12, [
      product({ productId: 1, peopleNumbers: 4, cartQuantity: 3 }),
      product({ productId: 2, peopleNumbers: 100, price: 1 }),
    ]);
    expect(plan.categories).toEqual([{ category_id: 1, name: 'Боксы', people: 12, enough: true }]);
    expect(plan.suggestions).toEqual([]);
  });

  it('suggests the product closing the gap for the lowest total, quantity rounded up', () => {
    // gap 13: A 13 × 1.00 = 13.00, B ceil(13/5)=3 × 4.00 = 12.00, C ceil(13/10)=2 × 7.00 = 14.00
    const plan = planGuests(14, [
      product({ productId: 1, peopleNumbers: 1, price: 1, cartQuantity: 1, name: 'A' }),
      product({ productId: 2, peopleNumbers: 5, price: 4, name: 'B' }),
      product({ productId: 3, peopleNumbers: 10, price: 7, name: 'C' }),
    ]);
    expect(plan.suggestions).toEqual([{ category_id: 1, product_id: 2, name: 'B', people_numbers: 5, price: 4, quantity: 3 }]);
  });

  it('on an equal total prefers fewer units, then the lower id', () => {
    const plan = planGuests(10, [
      product({ productId: 5, peopleNumbers: 1, price: 1, cartQuantity: 0 }),
      product({ productId: 9, peopleNumbers: 10, price: 10 }),
      product({ productId: 4, peopleNumbers: 0, cartQuantity: 1 }),
    ]);
    expect(plan.suggestions[0]).toMatchObject({ product_id: 9, quantity: 1 });
    const tie = planGuests(10, [
      product({ productId: 9, peopleNumbers: 10, price: 10 }),
      product({ productId: 7, peopleNumbers: 10, price: 10 }),
      product({ productId: 4, peopleNumbers: 0, cartQuantity: 1 }),
    ]);
    expect(tie.suggestions[0]).toMatchObject({ product_id: 7, quantity: 1 });
  });

  it('never suggests a product that serves nobody, and leaves a category without such products unsuggested', () => {
    const plan = planGuests(5, [
      product({ productId: 1, peopleNumbers: 0, price: 0.01, cartQuantity: 2 }),
      product({ productId: 2, peopleNumbers: 0, price: 0.5 }),
    ]);
    expect(plan.categories).toEqual([{ category_id: 1, name: 'Боксы', people: 0, enough: false }]);
    expect(plan.suggestions).toEqual([]);
  });

  it('leaves out categories with no cart line', () => {
    const plan = planGuests(5, [
      product({ productId: 1, peopleNumbers: 5, cartQuantity: 1 }),
      product({ productId: 2, categoryId: 2, peopleNumbers: 1 }),
    ]);
    expect(plan.categories.map((category) => category.category_id)).toEqual([1]);
    expect(plan.suggestions).toEqual([]);
  });

  describe('planVegetarians', () => {
    it('counts only vegetarian cart lines, plans every category with a vegetarian dish and suggests the cheapest vegetarian one', () => {
      const plan = planVegetarians(10, [
        product({ productId: 1, peopleNumbers: 6, cartQuantity: 2 }),
        product({ productId: 2, peopleNumbers: 4, cartQuantity: 1, vegetarian: true }),
        product({ productId: 3, peopleNumbers: 3, price: 9, vegetarian: true }),
        product({ productId: 4, peopleNumbers: 6, price: 30, vegetarian: true }),
        product({ productId: 5, categoryId: 2, categoryName: 'Салаты', peopleNumbers: 5, price: 12, vegetarian: true }),
        product({ productId: 6, categoryId: 3, categoryName: 'Горячее', peopleNumbers: 5, cartQuantity: 4 }),
      ]);
      expect(plan.categories).toEqual([
        { category_id: 1, name: 'Боксы', people: 4, enough: false },
        { category_id: 2, name: 'Салаты', people: 0, enough: false },
      ]);
      // Category 1 needs 6 more: 2 × product 3 (18 BYN) beats 1 × product 4 (30 BYN).
      expect(plan.suggestions).toEqual([
        { category_id: 1, product_id: 3, name: 'Товар 3', people_numbers: 3, price: 9, quantity: 2 },
        { category_id: 2, product_id: 5, name: 'Товар 5', people_numbers: 5, price: 12, quantity: 2 },
      ]);
    });

    it('is enough when the vegetarian lines cover the vegetarian guests', () => {
      const plan = planVegetarians(4, [product({ productId: 1, peopleNumbers: 4, cartQuantity: 1, vegetarian: true })]);
      expect(plan.categories).toEqual([{ category_id: 1, name: 'Боксы', people: 4, enough: true }]);
      expect(plan.suggestions).toEqual([]);
    });
  });
});
