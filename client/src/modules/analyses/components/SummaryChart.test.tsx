/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ResultCategory } from '../../../__generated__/graphql';
import { productTheme } from '../../../app/theme';
import { CATEGORIES, CATEGORY_COLORS, categoryColor } from '../utils/labels';
import { CategoryChip } from './CategoryChip';
import SummaryChart from './SummaryChart';

const theme = productTheme();
const summary = CATEGORIES.map((category) => ({ category, count: 1 }));

describe('one palette for the categories', () => {
  it('gives each chart slice the colour of its category chip (SAVINGS teal, not purple)', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <SummaryChart summary={summary} title="Répartition" />
      </ThemeProvider>,
    );
    const fills = [...container.querySelectorAll('path')].map((p) => p.getAttribute('fill'));
    for (const category of CATEGORIES) expect(fills).toContain(categoryColor(theme.palette, category));
    expect(fills).not.toContain('#7b1fa2');
    expect(categoryColor(theme.palette, 'SAVINGS')).toBe(theme.palette.secondary.main);
  });

  it.each(CATEGORIES.filter((c) => c !== 'NA'))('colours the %s chip with the same palette entry', (c) => {
    render(
      <ThemeProvider theme={theme}>
        <CategoryChip category={c as ResultCategory} />
      </ThemeProvider>,
    );
    const chip = screen.getByTitle(new RegExp(`\\(${c}\\)`));
    expect(chip.className).toContain(
      `MuiChip-color${CATEGORY_COLORS[c][0].toUpperCase()}${CATEGORY_COLORS[c].slice(1)}`,
    );
    expect(categoryColor(theme.palette, c)).toBe(
      (theme.palette as unknown as Record<string, { main: string }>)[CATEGORY_COLORS[c]].main,
    );
  });
});

describe('text alternative of the chart (WCAG 1.1.1)', () => {
  it('says its figures in its caption and points at the table beside it', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <SummaryChart
          summary={[
            { category: 'OK', count: 12 },
            { category: 'WARNING', count: 3 },
          ]}
          title="Répartition des contrôles — FEC 2024"
          tableId="summary-table"
        />
        <table id="summary-table" aria-label="Synthèse des résultats par catégorie" />
      </ThemeProvider>,
    );
    const caption = container.querySelector('figcaption')!.textContent!.replace(/\s+/g, ' ');
    expect(caption).toMatch(/Répartition des contrôles — FEC 2024 : .*\(OK\) 12, .*\(WARNING\) 3\./);
    expect(caption).toContain('Mêmes chiffres que le tableau « Synthèse des résultats par catégorie »');
    // The drawing is one image named by that caption and described by the table.
    const image = screen.getByRole('img', { name: /^Répartition des contrôles — FEC 2024 : / });
    expect(image.getAttribute('aria-describedby')).toBe('summary-table');
    expect(screen.getByRole('figure', { name: /^Répartition des contrôles — FEC 2024/ })).toBeTruthy();
  });
});
