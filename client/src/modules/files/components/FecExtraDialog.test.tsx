/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilesFecExtraDocument, FilesUpdateFecDocument } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../testing/render';
import { FecExtraDialog } from './FecExtraDialog';

/** Issue 14: the fiscal dates are corrected in the « Informations complémentaires » dialog. */

const UUID = '6f1c1c4e-0000-4000-8000-0000000000f1';
const extra = {
  __typename: 'FecExtra',
  erp: 'sage',
  erpOther: null,
  accountingResult: null,
  headcount: null,
  taxReturn: null,
  taxReturnFilingDate: null,
  vatOnDebits: null,
  lettering: null,
};
const fec = (fiscalStart: string, fiscalEnd: string) => ({
  __typename: 'Fec',
  uuid: UUID,
  fiscalStart,
  fiscalEnd,
  extra,
});
const read: MockedResponse = {
  request: { query: FilesFecExtraDocument, variables: { uuid: UUID } },
  result: { data: { fec: fec('2049-10-01', '2050-09-30') } },
};
const row = {
  originalName: '123456789FEC20500930.txt',
  companyName: null,
  siren: null,
  revenueType: null,
  lineCount: 3000,
  size: 1000,
  createdAt: '2026-11-24T10:00:00.000Z',
  status: 'postcondition',
  locked: false,
  canWrite: true,
  folderUuid: '-1',
  latestAnalysisUuid: null,
  downloadUrl: '/download/fecs/x',
  latestAnalysis: null,
};

function renderDialog(
  props: { editable: boolean; fiscalEditable?: boolean },
  mocks: MockedResponse[],
  onClose = jest.fn(),
) {
  renderWithProviders(
    <FecExtraDialog fecUuid={UUID} fileName="123456789FEC20500930.txt" onClose={onClose} {...props} />,
    { mocks: [read, ...mocks] },
  );
  return onClose;
}

const dateInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('FEC extra-information dialog: fiscal year', () => {
  it('shows the declared dates and saves corrected ones with the extra fields', async () => {
    const save: MockedResponse = {
      request: {
        query: FilesUpdateFecDocument,
        variables: {
          uuid: UUID,
          input: {
            fiscalStart: '2022-04-01',
            fiscalEnd: '2023-03-31',
            erp: 'sage',
            erpOther: null,
            accountingResult: null,
            headcount: null,
            taxReturn: null,
            taxReturnFilingDate: null,
            vatOnDebits: null,
            lettering: null,
          },
        },
      },
      result: { data: { updateFec: { ...row, ...fec('2022-04-01', '2023-03-31') } } },
    };
    const onClose = renderDialog({ editable: true }, [save]);
    await waitFor(() => expect(dateInput("Début d'exercice").value).toBe('2049-10-01'));
    expect(dateInput("Fin d'exercice").value).toBe('2050-09-30');
    fireEvent.change(dateInput("Début d'exercice"), { target: { value: '2022-04-01' } });
    fireEvent.change(dateInput("Fin d'exercice"), { target: { value: '2023-03-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a start after the end, in French, and sends nothing', async () => {
    const onClose = renderDialog({ editable: true }, []);
    await waitFor(() => expect(dateInput("Début d'exercice").value).toBe('2049-10-01'));
    fireEvent.change(dateInput("Début d'exercice"), { target: { value: '2023-03-31' } });
    fireEvent.change(dateInput("Fin d'exercice"), { target: { value: '2022-04-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Date de début > date de fin.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets a writer without the extra right correct the dates only', async () => {
    const save: MockedResponse = {
      request: {
        query: FilesUpdateFecDocument,
        variables: { uuid: UUID, input: { fiscalStart: '2022-04-01', fiscalEnd: '2023-03-31' } },
      },
      result: { data: { updateFec: { ...row, ...fec('2022-04-01', '2023-03-31') } } },
    };
    const onClose = renderDialog({ editable: false, fiscalEditable: true }, [save]);
    await waitFor(() => expect(dateInput("Début d'exercice").value).toBe('2049-10-01'));
    expect(dateInput('Liasse fiscale').disabled).toBe(true);
    expect(dateInput("Début d'exercice").disabled).toBe(false);
    fireEvent.change(dateInput("Début d'exercice"), { target: { value: '2022-04-01' } });
    fireEvent.change(dateInput("Fin d'exercice"), { target: { value: '2023-03-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('is read-only for a reader', async () => {
    renderDialog({ editable: false }, []);
    await waitFor(() => expect(dateInput("Début d'exercice").value).toBe('2049-10-01'));
    expect(dateInput("Début d'exercice").disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});

describe('FEC extra-information dialog: amounts in French', () => {
  const withResult: MockedResponse = {
    request: { query: FilesFecExtraDocument, variables: { uuid: UUID } },
    result: {
      data: { fec: { ...fec('2024-01-01', '2024-12-31'), extra: { ...extra, accountingResult: 122473.44 } } },
    },
  };

  it('shows the accounting result as « 122 473,44 » and saves what a French user types back', async () => {
    const save: MockedResponse = {
      request: {
        query: FilesUpdateFecDocument,
        variables: {
          uuid: UUID,
          input: {
            fiscalStart: '2024-01-01',
            fiscalEnd: '2024-12-31',
            erp: 'sage',
            erpOther: null,
            accountingResult: -98765.4,
            headcount: null,
            taxReturn: null,
            taxReturnFilingDate: null,
            vatOnDebits: null,
            lettering: null,
          },
        },
      },
      result: { data: { updateFec: { ...row, ...fec('2024-01-01', '2024-12-31') } } },
    };
    const onClose = jest.fn();
    renderWithProviders(<FecExtraDialog fecUuid={UUID} fileName="x.txt" onClose={onClose} editable />, {
      mocks: [withResult, save],
    });
    const input = (await screen.findByLabelText('Résultat comptable (€)')) as HTMLInputElement;
    await waitFor(() => expect(input.value.replace(/[\u00a0\u202f]/g, ' ')).toBe('122 473,44'));
    fireEvent.change(input, { target: { value: '-98 765,4' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses what is no amount, in French', async () => {
    const onClose = jest.fn();
    renderWithProviders(<FecExtraDialog fecUuid={UUID} fileName="x.txt" onClose={onClose} editable />, {
      mocks: [withResult],
    });
    const input = (await screen.findByLabelText('Résultat comptable (€)')) as HTMLInputElement;
    await waitFor(() => expect(input.value).not.toBe(''));
    fireEvent.change(input, { target: { value: '12,3,4' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/nombre/i)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
