import { getContrastRatio } from '@mui/material/styles';
import { productTheme } from './theme';

const KEYS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('theme contrast (WCAG 1.4.3: text on coloured chips and buttons ≥ 4.5:1)', () => {
  it.each(KEYS)('%s: its text colour on its main colour', (key) => {
    const { main, contrastText } = productTheme().palette[key];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
  });

  it("holds with an account's own light colours too", () => {
    const palette = productTheme({ principal_color: '#ffcc00', secondary_color: '#4fc3f7' }).palette;
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.secondary.contrastText, palette.secondary.main)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
