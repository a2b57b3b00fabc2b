/**
 * Every CSS selector and URL the client benchmark depends on, in one place: the pages are still changing,
 * and a renamed label must be one edit here, not a hunt through the measurement code. CSS selectors
 * (not Playwright locators) because they are also watched from inside the page (see probe.ts).
 */
export const FILES = {
  url: (folderUuid = '-1') => `/mes-dossiers/${folderUuid}`,
  /** The DataGrid of client/src/modules/files/components/FecGrid.tsx. */
  grid: '[role="grid"][aria-label="FEC du répertoire"]',
  /** A data row (not the header row); the first one means the page shows data. */
  firstRow: '[role="grid"][aria-label="FEC du répertoire"] .MuiDataGrid-row[data-rowindex="0"]',
  /** The element that scrolls the rows (MUI X virtualisation). */
  scroller: '[role="grid"][aria-label="FEC du répertoire"] .MuiDataGrid-virtualScroller',
  /** Pagination: rows-per-page select (frFR locale) and next page button. */
  rowsPerPageLabel: 'Lignes par page :',
  nextPageLabel: 'Aller à la page suivante',
  /** The pagination caption, « 1–50 sur 5000 » in frFR, once the total is known. */
  displayedRows: '.MuiTablePagination-displayedRows',
};

export const ANALYSIS = {
  synthesisUrl: (analysisUuid: string, folderUuid = '-1') =>
    `/mes-dossiers/${folderUuid}/analyse/synthese/${analysisUuid}`,
  detailUrl: (analysisUuid: string, folderUuid = '-1') =>
    `/mes-dossiers/${folderUuid}/analyse/detail/${analysisUuid}`,
  /** SummaryTable.tsx: results per category, the synthesis' first result. */
  summaryTable: 'table[aria-label="Synthèse des résultats par catégorie"]',
  /** SummaryChart.tsx (lazy chunk): an SVG inside the synthesis section. */
  summaryChart: 'section[aria-labelledby="summary-title"] svg',
  /** ControlTree.tsx: the detail view's tree of controls. */
  controlTree: '[aria-label="Arbre des contrôles"]',
};
