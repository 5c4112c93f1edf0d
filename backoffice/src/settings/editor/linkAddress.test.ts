import { describe, expect, it } from 'vitest';
import { toLinkAddress } from './linkAddress';

describe('toLinkAddress', () => {
  it('keeps http(s), mailto and tel addresses as typed', () => {
    expect(toLinkAddress(' https://bulbash.by/menu ')).toEqual({ href: 'https://bulbash.by/menu' });
    expect(toLinkAddress('http://example.by')).toEqual({ href: 'http://example.by' });
    expect(toLinkAddress('mailto:info@bulbash.by')).toEqual({ href: 'mailto:info@bulbash.by' });
    expect(toLinkAddress('tel:+375291234567')).toEqual({ href: 'tel:+375291234567' });
  });

  it('completes bare sites, e-mail addresses and phone numbers', () => {
    expect(toLinkAddress('bulbash.by/menu')).toEqual({ href: 'https://bulbash.by/menu' });
    expect(toLinkAddress('localhost:3000/about')).toEqual({ href: 'https://localhost:3000/about' });
    expect(toLinkAddress('info@bulbash.by')).toEqual({ href: 'mailto:info@bulbash.by' });
    expect(toLinkAddress('+375 (29) 123-45-67')).toEqual({ href: 'tel:+375291234567' });
  });

  it('refuses empty addresses, spaces and schemes the server strips, in Russian', () => {
    expect(toLinkAddress('  ')).toEqual({ error: 'Введите адрес ссылки' });
    expect(toLinkAddress('javascript:alert(1)')).toEqual({
      error: 'Адрес должен начинаться с https://, http://, mailto: или tel:',
    });
    expect(toLinkAddress('data:text/html,x')).toHaveProperty('error');
    expect(toLinkAddress('наш сайт')).toEqual({ error: 'В адресе не должно быть пробелов' });
  });
});
