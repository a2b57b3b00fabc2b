/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { CHECKBOX_COLUMN_WIDTH, FEC_TABLE_WIDTH_1440, fecColumns } from './FecGrid';

/** Issue 15: at 1440 px « Statut » and the actions menu were off-screen, file names cut. */
describe('FEC table: columns at 1440 px', () => {
  const columns = fecColumns(() => undefined);
  const widthOf = (c: (typeof columns)[number]) => (c.flex ? (c.minWidth ?? 50) : (c.width ?? 100));

  it('fits every column, « Statut » and the actions menu included, beside the folder tree', () => {
    const total = CHECKBOX_COLUMN_WIDTH + columns.reduce((sum, c) => sum + widthOf(c), 0);
    expect(total).toBeLessThanOrEqual(FEC_TABLE_WIDTH_1440);
    expect(columns.map((c) => c.field)).toEqual(expect.arrayContaining(['status', 'actions']));
    expect(columns.at(-1)?.field).toBe('actions');
  });

  it('wraps file and company names instead of cutting them', () => {
    for (const field of ['originalName', 'companyName']) {
      expect(columns.find((c) => c.field === field)?.cellClassName).toBe('fec-grid-wrap');
    }
  });

  it('keeps each fixed column wide enough for its content', () => {
    const fixed = Object.fromEntries(columns.filter((c) => !c.flex).map((c) => [c.field, c.width]));
    // 9 digits, a JJ/MM/AAAA date, « JJ/MM/AAAA hh:mm », the longest status chip, one icon button.
    expect(fixed.siren).toBeGreaterThanOrEqual(90);
    expect(fixed.fiscalEnd).toBeGreaterThanOrEqual(88);
    expect(fixed.createdAt).toBeGreaterThanOrEqual(110);
    expect(fixed.status).toBeGreaterThanOrEqual(120);
    expect(fixed.actions).toBeGreaterThanOrEqual(48);
  });

  it('shows no cut « Ac… » over the actions menu: its title is for screen readers only', () => {
    const actions = columns.find((c) => c.field === 'actions')!;
    expect(actions.headerName).toBe('Actions');
    expect(actions.renderHeader).toBeDefined();
  });
});

describe('FEC table: review progress (issue 37)', () => {
  const status = fecColumns(() => undefined).find((c) => c.field === 'status')!;
  const cell = (latestAnalysis: unknown) =>
    render(
      <>
        {status.renderCell!({
          row: {
            status: 'DONE',
            latestAnalysis: { uuid: 'a', status: 'DONE', ...(latestAnalysis as object) },
          },
        } as never)}
      </>,
    );

  it('shows « Revue x/y » under the status, read as « x contrôles revus sur y »', () => {
    cell({ reviewProgress: { reviewed: 3, total: 12, label: '3 contrôles revus sur 12' } });
    expect(screen.getByText('Revue 3/12')).toBeTruthy();
    expect(screen.getByText('Revue : 3 contrôles revus sur 12')).toBeTruthy();
  });

  it('shows nothing more without progress (no right to read reviews, or nothing to review)', () => {
    cell({ reviewProgress: null });
    expect(screen.queryByText(/^Revue/)).toBeNull();
  });
});
