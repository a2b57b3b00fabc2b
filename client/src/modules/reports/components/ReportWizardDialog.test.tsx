/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  ReportWizardCatalogueDocument,
  ReportWizardGenerateDocument,
  ReportWizardLimitsDocument,
} from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../testing/render';
import type { WizardFec } from '../utils/wizard-fec';
import { ReportWizardDialog } from './ReportWizardDialog';

const limitsMock = {
  request: { query: ReportWizardLimitsDocument },
  result: {
    data: {
      reportLimits: {
        __typename: 'ReportLimits',
        maxMerged: 3,
        maxFecs: 20,
        nameMaxLength: 100,
        keptDays: 90,
      },
    },
  },
};

const control = (controlId: string, label: string, theme: string) => ({
  __typename: 'ControlCatalogueEntry',
  controlId,
  label,
  theme,
  cycle: 'achats',
  categories: ['OK', 'ERROR'],
});
const catalogueMock = {
  request: { query: ReportWizardCatalogueDocument },
  result: {
    data: {
      controlCatalogue: [
        control('EQ-ECR', 'Écritures équilibrées', 'equilibres'),
        control('TVA-TAUX', 'Taux de TVA', 'tva'),
        control('TVA-DED', 'TVA déductible', 'tva'),
      ],
    },
  },
};

const fec = (n: number): WizardFec => ({
  uuid: `00000000-0000-4000-8000-00000000010${n}`,
  name: `552100554FEC2023123${n}.txt`,
});

const CHARACTERS_MESSAGE =
  'Le nom du rapport ne peut contenir que des lettres, des chiffres, des tirets, des tirets bas et des espaces.';

function renderWizard(initialFecs: WizardFec[], extraMocks: MockedResponse[] = []) {
  const onClose = jest.fn();
  const view = renderWithProviders(
    [
      {
        path: '/mes-dossiers/-1',
        element: <ReportWizardDialog initialFecs={initialFecs} onClose={onClose} />,
      },
      { path: '/mes-rapports/-1', element: <p>Liste des rapports</p> },
    ],
    { path: '/mes-dossiers/-1', mocks: [limitsMock, catalogueMock, ...extraMocks] },
  );
  return { ...view, onClose };
}

const send = () => screen.getByRole('button', { name: 'Générer' });
const nameField = () => screen.getByRole('textbox', { name: /Nom du rapport/ });

describe('report wizard (spec §2, §3, §5, §9)', () => {
  it('keeps « Générer » disabled until the name is valid, with the exact messages', async () => {
    const user = userEvent.setup();
    renderWizard([fec(1)]);
    // The caller's FEC is shown by its name.
    expect(
      within(screen.getByRole('list', { name: 'FEC sélectionnés' })).getByText(fec(1).name),
    ).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);

    await user.type(nameField(), 'Revue 2023');
    expect(send()).toHaveProperty('disabled', false);

    await user.clear(nameField());
    expect(screen.getByText('Veuillez saisir un nom de rapport.')).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);

    // Blanks only are no name (trimmed, as the API does).
    await user.type(nameField(), '   ');
    expect(screen.getByText('Veuillez saisir un nom de rapport.')).toBeTruthy();

    await user.clear(nameField());
    await user.type(nameField(), 'Revue/2023');
    expect(screen.getByText(CHARACTERS_MESSAGE)).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);

    // Accented letters, digits, dash, underscore and spaces are allowed.
    await user.clear(nameField());
    await user.type(nameField(), 'Clôture_2023 - Société Générale');
    expect(screen.queryByText(CHARACTERS_MESSAGE)).toBeNull();
    expect(send()).toHaveProperty('disabled', false);

    await user.clear(nameField());
    await user.click(nameField());
    await user.paste('a'.repeat(101));
    expect(screen.getByText('Le nom du rapport ne peut pas dépasser 100 caractères.')).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);
  });

  it('asks for at least one format', async () => {
    const user = userEvent.setup();
    renderWizard([fec(1)]);
    await user.type(nameField(), 'Revue');
    expect(screen.getByRole('checkbox', { name: 'PDF' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'PDF' }));
    expect(screen.getByText('Choisissez au moins un format de rapport.')).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Excel' }));
    expect(screen.queryByText('Choisissez au moins un format de rapport.')).toBeNull();
    expect(send()).toHaveProperty('disabled', false);
  });

  it('merges only 2 to 3 FECs', async () => {
    const user = userEvent.setup();
    renderWizard([fec(1), fec(2), fec(3), fec(4)]);
    const merge = () => screen.getByRole('switch', { name: 'Fusionner en un seul rapport' });
    expect(merge()).toHaveProperty('disabled', true);
    expect(screen.getByText('Vous pouvez fusionner 3 rapports au maximum.')).toBeTruthy();

    await user.click(screen.getByLabelText(`Retirer ${fec(4).name}`));
    expect(merge()).toHaveProperty('disabled', false);
    await user.click(merge());
    expect(merge()).toHaveProperty('checked', true);
  });

  it('cannot merge a single FEC', async () => {
    renderWizard([fec(1)]);
    const merge = screen.getByRole('switch', { name: 'Fusionner en un seul rapport' });
    expect(merge).toHaveProperty('disabled', true);
    expect(screen.getByText('Sélectionnez au moins 2 FEC pour fusionner des rapports.')).toBeTruthy();
  });

  it('offers the controls of the chosen themes, sends the request and goes to « Mes rapports »', async () => {
    const user = userEvent.setup();
    const generate = {
      request: {
        query: ReportWizardGenerateDocument,
        variables: {
          input: {
            name: 'Revue TVA',
            fecUuids: [fec(1).uuid, fec(2).uuid],
            merge: true,
            byCycle: true,
            internalNotes: false,
            categories: ['ERROR'],
            themes: ['tva'],
            controlIds: ['TVA-TAUX'],
            formats: ['PDF', 'XLSX'],
          },
        },
      },
      result: { data: { generateReport: { __typename: 'GenerateReportPayload', reports: [] } } },
    };
    const { router, onClose } = renderWizard([fec(1), fec(2)], [generate]);
    await user.click(await screen.findByRole('checkbox', { name: 'TVA' }));
    await user.click(screen.getByRole('checkbox', { name: 'Anomalie' }));
    await user.click(screen.getByRole('switch', { name: 'Fusionner en un seul rapport' }));
    await user.click(screen.getByRole('switch', { name: 'Présenter par cycle comptable' }));
    // A report for the client: the internal notes (on by default) left out, as the help says.
    const notes = screen.getByRole('switch', { name: 'Inclure les notes internes' });
    expect(notes).toHaveProperty('checked', true);
    expect(screen.getByText(/Décochez pour un rapport remis au client/)).toBeTruthy();
    await user.click(notes);

    await user.click(screen.getByRole('combobox', { name: 'Contrôles' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText(/EQ-ECR/)).toBeNull();
    await user.click(within(listbox).getByText('TVA-TAUX — Taux de TVA'));

    await user.type(nameField(), '  Revue TVA ');
    await user.click(screen.getByRole('checkbox', { name: 'Excel' }));
    await user.click(send());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mes-rapports/-1'));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the gateway's French message", async () => {
    const user = userEvent.setup();
    const message = "Ce FEC n'a pas d'analyse terminée : lancez l'analyse avant de générer un rapport.";
    const refused = {
      request: {
        query: ReportWizardGenerateDocument,
        variables: {
          input: {
            name: 'Revue',
            fecUuids: [fec(1).uuid],
            merge: false,
            byCycle: false,
            internalNotes: true,
            categories: [],
            themes: [],
            controlIds: [],
            formats: ['PDF'],
          },
        },
      },
      result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
    };
    const { router } = renderWizard([fec(1)], [refused]);
    await user.type(nameField(), 'Revue');
    await user.click(send());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mes-dossiers/-1');
  });
});
