/** The back-office's tabs (issue 15), in their order. */
export const backOfficeTabs: { label: string; path: string }[] = [
  { label: 'Plateforme', path: '/back-office/plateforme' },
  { label: 'Personnel interne', path: '/back-office/personnel' },
];
