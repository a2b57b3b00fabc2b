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
  question: string | null = null,
) => ({
  request: { query: ImportFiscalYearSuggestionDocument, variables: { fileName, sample: CONTENT } },
  result: {
    data: {
      fiscalYearSuggestion: {
        __typename: 'FiscalYearSuggestion',
        fiscalStart: start,
        fiscalEnd: end,
        source,
        question,
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

  // Issue 35: the entries of a short first year without closing entries cannot tell it from an extract.
  const QUESTION =
    "Les écritures couvrent 9 mois, du 08/08/2018 au 30/04/2019, sans à-nouveaux ni écritures de clôture : un premier exercice plus court que 12 mois, ou un extrait d'exercice ? Confirmez ou corrigez les dates de l'exercice.";
  const asking = (name: string) => answer(name, 'DATA', '2018-08-01', '2019-07-31', QUESTION);

  it('asks to confirm dates the entries cannot settle, and does not import before the answer', async () => {
    const name = 'export.txt';
    renderWithProviders(<ImportPage />, { session: importer, mocks: [asking(name)] });
    choose(fec(name));
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    expect(screen.getByText('Exercice à confirmer')).toBeTruthy();
    expect(dates()).toEqual(['2018-08-01', '2019-07-31']);
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect(
      await screen.findByText("Confirmez les dates de l'exercice, ou corrigez-les, avant d'importer."),
    ).toBeTruthy();
    expect(screen.queryByText(/Import en cours/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ces dates' }));
    expect(
      await screen.findByText("Dates de l'exercice confirmées : du 01/08/2018 au 31/07/2019."),
    ).toBeTruthy();
    expect(screen.queryByTestId('fiscal-year-question')).toBeNull();
  });

  it('takes dates the user types as the answer', async () => {
    const name = 'export.txt';
    renderWithProviders(<ImportPage />, { session: importer, mocks: [asking(name)] });
    choose(fec(name));
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Début d'exercice"), { target: { value: '2018-08-08' } });
    fireEvent.change(screen.getByLabelText("Fin d'exercice"), { target: { value: '2019-04-30' } });
    await waitFor(() => expect(screen.queryByTestId('fiscal-year-question')).toBeNull());
    expect(dates()).toEqual(['2018-08-08', '2019-04-30']);
  });
});
