import { createTheme, darken, type Theme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';
import type { StoredBranding } from '../modules/session/browser-storage';

const COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** MUI's own orange, named here because the outlined chips need its darker shade (see MuiChip). */
const WARNING = '#ed6c02';
const colour = (value: string | undefined, fallback: string) =>
  value && COLOR.test(value) ? value : fallback;

/** The product theme, coloured by the account's branding when it has one (spec §3). */
export function productTheme(branding: StoredBranding = {}): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: colour(branding.principal_color, '#1f3a93') },
        // Teal 700: white text on it passes 4.5:1 (teal 600 gave 4.31:1 on the SAVINGS chips).
        secondary: { main: colour(branding.secondary_color, '#00796b') },
        info: { main: colour(branding.indigo_color, '#3949ab') },
        warning: { main: WARNING },
        background: { default: '#f5f6fa' },
        // Text on a coloured chip or button is white only when it reaches WCAG AA (4.5:1), dark otherwise:
        // the WARNING chips (orange) and any account's own colours.
        contrastThreshold: 4.5,
      },
      shape: { borderRadius: 8 },
      typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        // An outlined chip writes its label in its colour: MUI's orange on white is 3.2:1 (« Incohérences » in
        // the library); darkened by 30 % it passes 4.5:1 (WCAG 1.4.3).
        MuiChip: {
          styleOverrides: {
            root: {
              variants: [
                {
                  props: { variant: 'outlined', color: 'warning' },
                  style: { color: darken(WARNING, 0.3) },
                },
              ],
            },
          },
        },
        // A clear ring on whatever the keyboard reaches (WCAG 2.4.7): MUI's own cue is a faint ripple or
        // background tint. Inside a scrolling or clipping box (tabs, menus, lists) the ring is drawn inside.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            }),
          },
        },
        ...Object.fromEntries(
          ['MuiTab', 'MuiMenuItem', 'MuiListItemButton', 'MuiTableSortLabel'].map((name) => [
            name,
            { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
          ]),
        ),
      },
    },
    frFR,
  );
}
