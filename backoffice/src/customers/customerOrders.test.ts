import { describe, expect, it } from 'vitest';
import { customerLabel, customerOrdersPath } from './customerOrders';

describe('customer helpers', () => {
  it('opens the orders list filtered to the customer, the filter shown', () => {
    const path = customerOrdersPath('/bulbash_admin/admin', 7);
    const [pathname, search] = path.split('?');
    expect(pathname).toBe('/bulbash_admin/admin/orders');
    const query = new URLSearchParams(search);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ user_id: 7 });
    expect(JSON.parse(query.get('displayedFilters') ?? '')).toEqual({ user_id: true });
  });

  it('names a customer by surname, name and e-mail', () => {
    expect(customerLabel({ name: 'Светлана', surname: 'Ёлкина', email: 'sveta@example.by' })).toBe('Ёлкина Светлана (sveta@example.by)');
    expect(customerLabel({ name: 'Олег', surname: 'Жуков' })).toBe('Жуков Олег');
    expect(customerLabel({ name: 'Мария', surname: 'Лукашевич', email: null, phone: '375295551234' })).toBe(
      'Лукашевич Мария (+375 29 555-12-34)',
    );
    expect(customerLabel(undefined)).toBe('');
  });
});
