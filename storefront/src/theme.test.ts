import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alpha } from '@mui/material/styles';
import { theme } from './theme';

const baseStyles = readFileSync(join(__dirname, 'index.css'), 'utf8');

/** The value of a custom property declared in the :root block of index.css. */
function cssVariable(name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(baseStyles)?.[1].trim();
}

describe('the colours of the static styles (index.css)', () => {
  it('are those of the MUI theme', () => {
    const { palette } = theme;
    expect(cssVariable('--color-primary')).toBe(palette.primary.main);
    expect(cssVariable('--color-on-primary')).toBe(palette.primary.contrastText);
    expect(cssVariable('--color-paper')).toBe(palette.background.paper);
    expect(cssVariable('--color-text-secondary')).toBe(palette.text.secondary);
    expect(cssVariable('--color-divider')).toBe(palette.divider);
    expect(cssVariable('--color-primary-outline')).toBe(alpha(palette.primary.main, 0.5));
    expect(cssVariable('--color-primary-hover')).toBe(alpha(palette.primary.main, palette.action.hoverOpacity));
    expect(cssVariable('--color-secondary')).toBe(palette.secondary.main);
    expect(cssVariable('--color-secondary-outline')).toBe(alpha(palette.secondary.main, 0.5));
    expect(cssVariable('--color-secondary-hover')).toBe(alpha(palette.secondary.main, palette.action.hoverOpacity));
    // MUI writes the darker shade it derives as rgb().
    const dark = cssVariable('--color-primary-dark') ?? '';
    const rgb = [1, 3, 5].map((start) => parseInt(dark.slice(start, start + 2), 16));
    expect(palette.primary.dark).toBe(`rgb(${rgb.join(', ')})`);
  });
});
