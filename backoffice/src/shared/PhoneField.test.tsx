import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { PhoneField, PhoneLink, phoneHref, phoneText } from './PhoneField';

afterEach(cleanup);

// The first render pays for importing react-admin: on a loaded 2-core machine that alone can pass 5 s.
describe('phone field', { timeout: 30_000 }, () => {
  it('shows a stored number as people read it, with a tel: link', () => {
    render(
      <AdminContext dataProvider={testDataProvider()}>
        <RecordContextProvider value={{ id: 1, contact_phone: '375291234567' }}>
          <PhoneField source="contact_phone" />
        </RecordContextProvider>
      </AdminContext>,
    );
    const link = screen.getByRole('link', { name: '+375 29 123-45-67' });
    expect(link.getAttribute('href')).toBe('tel:+375291234567');
  });

  it('does not open the row it sits in when tapped', () => {
    const rowClick = vi.fn();
    render(
      <div onClick={rowClick}>
        <PhoneLink phone="375441234567" />
      </div>,
    );
    fireEvent.click(screen.getByRole('link', { name: '+375 44 123-45-67' }));
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('keeps other text as it is and shows a dash for none', () => {
    render(<PhoneLink phone={null} />);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(phoneText('8 (017) 200-00-00')).toBe('8 (017) 200-00-00');
    expect(phoneHref('8 (017) 200-00-00')).toBe('tel:80172000000');
    expect(phoneText('')).toBe('—');
  });
});
