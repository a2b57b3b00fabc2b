/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { ImportFiscalYearSuggestionDocument } from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import ImportPage from './ImportPage';

/** Issue 14: the import form proposes the fiscal year the file's entries show. */

const importer = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { fec: { file: { import: true } } } },
});
const CONTENT = 'JournalCode\tEcritureDate\nVE\t20220415\n';
const fec = (name: string) => new NodeFile([CONTENT], name) as unknown as File;
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Choisir des fichiers FEC'), { target: { files: [file] } });
const dates = () => [
  (screen.getByLabelText("Début d'exercice") as HTMLInputElement).value,
  (screen.getByLabelText("Fin d'exercice") as HTMLInputElement).value,
];

const answer = (
  fileName: string,
  source: 'DATA' | 'FILE_NAME',
  start = '2022-04-01',
  end = '2023-03-31',
) => ({
  request: { query: ImportFiscalYearSuggestionDocument, variables: { fileName, sample: CONTENT } },
  result: {
    data: {
      fiscalYearSuggestion: {
        __typename: 'FiscalYearSuggestion',
        fiscalStart: start,
        fiscalEnd: end,
        source,
      },
    },
  },
});

describe('import form: proposed fiscal year', () => {
  it('replaces the dates of a misleading file name and says why', async () => {
    const name = '552100554FEC20500930.txt';
    renderWithProviders(<ImportPage />, { session: importer, mocks: [answer(name, 'DATA')] });
    choose(fec(name));
    expect(
      await screen.findByText(
        "Le nom du fichier indique une clôture au 30/09/2050 mais les écritures couvrent l'exercice du 01/04/2022 au 31/03/2023 : dates proposées d'après les écritures.",
      ),
    ).toBeTruthy();
    expect(dates()).toEqual(['2022-04-01', '2023-03-31']);
    // Still the user's to correct.
    fireEvent.change(screen.getByLabelText("Fin d'exercice"), { target: { value: '2023-04-30' } });
    expect(dates()[1]).toBe('2023-04-30');
  });

  it('fills the dates of a file without a date in its name', async () => {
    renderWithProviders(<ImportPage />, {
      session: importer,
      mocks: [answer('grand-livre.txt', 'DATA', '2021-09-01', '2022-08-31')],
    });
    choose(fec('grand-livre.txt'));
    expect(
      await screen.findByText(
        "Dates proposées d'après les écritures du fichier : du 01/09/2021 au 31/08/2022.",
      ),
    ).toBeTruthy();
    expect(dates()).toEqual(['2021-09-01', '2022-08-31']);
  });

  it('keeps the dates of the name, without a note, when the query fails', async () => {
    const name = '552100554FEC20231231.txt';
    renderWithProviders(<ImportPage />, {
      session: importer,
      mocks: [{ request: answer(name, 'DATA').request, error: new Error('réseau') }],
    });
    choose(fec(name));
    await waitFor(() => expect(dates()).toEqual(['2023-01-01', '2023-12-31']));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('fiscal-year-note')).toBeNull();
    expect(dates()).toEqual(['2023-01-01', '2023-12-31']);
  });

  it('leaves dates the user typed before the answer', async () => {
    const name = 'balance.txt';
    renderWithProviders(<ImportPage />, {
      session: importer,
      mocks: [{ ...answer(name, 'DATA'), delay: 50 }],
    });
    choose(fec(name));
    fireEvent.change(await screen.findByLabelText("Fin d'exercice"), { target: { value: '2022-12-31' } });
    await new Promise((r) => setTimeout(r, 150));
    expect(dates()).toEqual(['', '2022-12-31']);
    expect(screen.queryByTestId('fiscal-year-note')).toBeNull();
  });
});
