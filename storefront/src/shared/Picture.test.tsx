import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GRID_SIZES } from './imageSources';
import { Picture } from './Picture';

describe('Picture', () => {
  it('offers an upload as its thumbnail and full image when the grid width is given', () => {
    render(<Picture src="/uploads/products/abc.webp" alt="Бокс" width={400} height={300} sizes={GRID_SIZES.products} eager priority />);
    const image = screen.getByRole('img', { name: 'Бокс' });
    expect(image).toHaveAttribute('srcset', '/uploads/products/abc.thumb.webp 400w, /uploads/products/abc.webp 1600w');
    expect(image).toHaveAttribute('sizes', GRID_SIZES.products);
    expect(image).toHaveAttribute('src', '/uploads/products/abc.webp');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
  });

  it('is lazy and without srcset by default, or for an image that is not a stored upload', () => {
    const { rerender } = render(<Picture src="/uploads/products/abc.webp" alt="Бокс" width={400} height={300} />);
    let image = screen.getByRole('img', { name: 'Бокс' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('fetchpriority');
    rerender(<Picture src="/images/logo.png" alt="Бокс" width={400} height={300} sizes="400px" />);
    image = screen.getByRole('img', { name: 'Бокс' });
    expect(image).not.toHaveAttribute('srcset');
  });

  it('falls back to the full image when the thumbnail fails, then to the drawn placeholder', () => {
    render(<Picture src="/uploads/products/abc.webp" alt="Бокс" width={400} height={300} sizes="400px" />);
    fireEvent.error(screen.getByRole('img', { name: 'Бокс' }));
    const full = screen.getByRole('img', { name: 'Бокс' });
    expect(full.tagName).toBe('IMG');
    expect(full).not.toHaveAttribute('srcset');
    fireEvent.error(full);
    const placeholder = screen.getByRole('img', { name: 'Бокс' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('Bulbash catering');
  });
});
