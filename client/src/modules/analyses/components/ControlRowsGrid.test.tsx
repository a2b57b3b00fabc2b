/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { LedgerLinkContext } from '../../statements/components/LedgerLinkContext';
import { row } from '../testing/fixtures';
import { ControlRowsGrid } from './ControlRowsGrid';

const rows = [{ ...row(1), compAuxNum: 'C001' }, row(2)];

describe('a finding’s rows lead to the ledger (issue 36)', () => {
  it('opens the account’s ledger, and the auxiliary account’s within it', async () => {
    const open = jest.fn();
    renderWithProviders(
      <LedgerLinkContext.Provider value={open}>
        <ControlRowsGrid rows={rows} label="Lignes du contrôle" />
      </LedgerLinkContext.Provider>,
    );
    const accounts = await screen.findAllByRole('button', { name: 'Grand livre du compte 411000' });
    expect(accounts).toHaveLength(2);
    await userEvent.click(accounts[0]!);
    expect(open).toHaveBeenLastCalledWith('411000');
    await userEvent.click(
      screen.getByRole('button', { name: 'Grand livre auxiliaire du compte C001 (411000)' }),
    );
    expect(open).toHaveBeenLastCalledWith('411000', 'C001');
  });

  it('shows plain numbers where no ledger can be opened (a locked FEC, several analyses)', async () => {
    renderWithProviders(<ControlRowsGrid rows={rows} label="Lignes du contrôle" />);
    expect(await screen.findByText('C001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Grand livre/ })).toBeNull();
  });
});
