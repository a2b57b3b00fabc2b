/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import {
  ImportCompanyDocument,
  ImportNetworkCreditsDocument,
  ImportSettingsDocument,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { anonymousFecStore } from '../../session/browser-storage';
import ImportPage from './ImportPage';

/** An XMLHttpRequest double: records what is sent, answers when the test says so. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const importer = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { fec: { file: { import: true } } } },
});
// Node's File: the test realm's FormData only takes its own Blobs (the browser has one realm).
const fec = (name: string, size = 10) => new NodeFile(['x'.repeat(size)], name) as unknown as File;
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choisir des fichiers FEC'), { target: { files } });

beforeEach(() => {
  FakeXhr.sent = [];
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  localStorage.clear();
});

describe('import page: choosing files (spec §5)', () => {
  it('refuses other extensions, too large files and too many files with the exact messages', async () => {
    renderWithProviders(<ImportPage />, { session: importer });
    choose(fec('notes.pdf'));
    expect(
      await screen.findByText('notes.pdf : Seuls les fichiers .txt et .csv sont acceptés.'),
    ).toBeTruthy();

    // No `importSettings` answer: the API's default, 1 Go.
    const big = { name: 'gros.txt', size: 1.5 * 1024 * 1024 * 1024 } as File;
    choose(big);
    expect(await screen.findByText('gros.txt : Fichier volumineux (1,5 Go / 1 Go)')).toBeTruthy();

    choose(...Array.from({ length: 11 }, (_, i) => fec(`f${i}.txt`)));
    expect(await screen.findByText('Vous ne pouvez pas envoyer plus de 10 fichiers')).toBeTruthy();
    // The first ten are kept.
    expect(screen.getAllByLabelText('Raison sociale')).toHaveLength(10);
  });

  it('asks for at least one FEC', async () => {
    renderWithProviders(<ImportPage />, { session: importer });
    await userEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('Ajouter au minimum un FEC')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('reads SIREN and fiscal year from the legal file name', async () => {
    renderWithProviders(<ImportPage />, { session: importer });
    choose(fec('552100554FEC20231231.txt'));
    expect(((await screen.findByLabelText('SIREN')) as HTMLInputElement).value).toBe('552100554');
    expect((screen.getByLabelText("Début d'exercice") as HTMLInputElement).value).toBe('2023-01-01');
    expect((screen.getByLabelText("Fin d'exercice") as HTMLInputElement).value).toBe('2023-12-31');
  });
});

describe('import page: gateway helpers', () => {
  it('applies the limits the gateway publishes', async () => {
    const settings = {
      request: { query: ImportSettingsDocument },
      result: {
        data: {
          importSettings: {
            __typename: 'ImportSettings',
            maxFiles: 2,
            maxFileBytes: 1024,
            extensions: ['.txt', '.csv'],
          },
        },
      },
    };
    renderWithProviders(<ImportPage />, { session: importer, mocks: [settings] });
    // While they load the hint names no figure (it used to say 200 Mo, then the API's figure).
    expect(screen.getByTestId('fec-limits-hint').textContent).toBe('Fichiers .txt ou .csv');
    expect(await screen.findByText(/2 fichiers au plus/)).toBeTruthy();
    expect(screen.getByTestId('fec-limits-hint').textContent).toBe(
      'Fichiers .txt ou .csv, 2 fichiers au plus, 1 Ko au plus par fichier',
    );
    choose(fec('a.txt'), fec('b.txt'), fec('c.txt'));
    expect(await screen.findByText('Vous ne pouvez pas envoyer plus de 2 fichiers')).toBeTruthy();
  });

  it('fills the company name from the SIREN', async () => {
    const company = {
      request: { query: ImportCompanyDocument, variables: { siren: '552100554' } },
      result: {
        data: { company: { __typename: 'Company', siren: '552100554', name: 'RENAULT', active: true } },
      },
    };
    renderWithProviders(<ImportPage />, { session: importer, mocks: [company] });
    choose(fec('552100554FEC20231231.txt'));
    await waitFor(() =>
      expect((screen.getByLabelText('Raison sociale') as HTMLInputElement).value).toBe('RENAULT'),
    );
  });
});

describe('import page: the form rules', () => {
  it('shows SIREN, dates, terms and other-ERP messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportPage />, { session: importer });
    choose(fec('balance.txt'));
    await user.type(await screen.findByLabelText('Raison sociale'), 'Durand SARL');
    await user.type(screen.getByLabelText('SIREN'), '123456789');
    fireEvent.change(screen.getByLabelText("Début d'exercice"), { target: { value: '2024-12-31' } });
    fireEvent.change(screen.getByLabelText("Fin d'exercice"), { target: { value: '2024-01-01' } });
    await user.selectOptions(screen.getByLabelText('Logiciel comptable'), 'autre');
    await user.click(screen.getByRole('button', { name: 'Importer' }));

    expect(await screen.findByText('Numéro de SIREN invalide')).toBeTruthy();
    expect(screen.getByText('Date de début > date de fin.')).toBeTruthy();
    expect(screen.getByText('Veuillez préciser le logiciel comptable.')).toBeTruthy();
    expect(
      screen.getByText('Vous devez accepter les conditions générales et la politique de confidentialité.'),
    ).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('import page: sending', () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>, name = '552100554FEC20231231.txt') {
    choose(fec(name));
    await user.type(await screen.findByLabelText('Raison sociale'), 'Durand SARL');
    await user.selectOptions(screen.getByLabelText('Type de revenus'), 'AUTRE');
    await user.selectOptions(screen.getByLabelText('Logiciel comptable'), 'autre');
    await user.type(screen.getByLabelText('Autre logiciel comptable'), 'Maison');
    await user.type(screen.getByLabelText('Effectif en fin de période'), '12');
    await user.selectOptions(screen.getByLabelText('TVA sur les débits'), 'true');
    await user.click(screen.getByLabelText(/J'accepte les conditions générales/));
  }

  it('posts one multipart request per file, fields before the file, and shows progress then success', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportPage />, { session: importer });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Importer' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/upload/fecs');
    expect(xhr.headers['x-requested-with']).toBe('XMLHttpRequest');
    const entries = [...xhr.body!.entries()];
    expect(entries.map(([k]) => k)).toEqual(['terms_accepted', 'folder_uuid', 'metadata', 'files']);
    expect(xhr.body!.get('terms_accepted')).toBe('true');
    expect(xhr.body!.get('folder_uuid')).toBe('-1');
    expect(JSON.parse(String(xhr.body!.get('metadata')))).toEqual([
      {
        company_name: 'Durand SARL',
        siren: '552100554',
        revenue_type: 'autre',
        fiscal_start: '2023-01-01',
        fiscal_end: '2023-12-31',
        erp: 'autre',
        erp_other: 'Maison',
        accounting_result: null,
        headcount: 12,
        tax_return: null,
        tax_return_filing_date: null,
        vat_on_debits: true,
        lettering: null,
      },
    ]);

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 }));
    expect(await screen.findByText('Envoi 42 %')).toBeTruthy();
    xhr.answer(201, { data: { data: [{ uuid: 'x' }] } });
    expect(await screen.findByText('Importé')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mes analyses' }).getAttribute('href')).toBe(
      '/mes-dossiers/-1',
    );
  });

  it("shows the API's French message when a file is refused", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportPage />, { session: importer });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].answer(413, { status: 413, message: 'Fichier volumineux (250 Mo / 200 Mo)' });
    expect(await screen.findByText('Erreur : Fichier volumineux (250 Mo / 200 Mo)')).toBeTruthy();
  });

  it('signed out: one file to the anonymous route, the token kept for the next sign-in', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportPage />, { session: testSession(null) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].url).toBe('/upload/fecs/anonymous');
    FakeXhr.sent[0].answer(201, { data: { data: { token: 'tok', fec: { uuid: 'fec-1' }, analysis: null } } });
    expect(await screen.findByText("Connectez-vous ou créez un compte pour lancer l'analyse.")).toBeTruthy();
    expect(anonymousFecStore.get()).toEqual({ token: 'tok', fec: { uuid: 'fec-1' }, analysis: null });
  });
});

describe('import page: rights (spec §6)', () => {
  it('tells a user without the import right to contact the administrator', async () => {
    renderWithProviders(<ImportPage />, { session: testSession(baseMe) });
    expect(await screen.findByText(/Vous ne pouvez pas importer de FEC avec ce rôle\./)).toBeTruthy();
    expect(screen.getByText(/contactez l'administrateur du compte/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Importer' })).toBeNull();
  });

  it('says so when the account has import disabled', async () => {
    const session = testSession({
      ...baseMe,
      permissions: { ...baseMe.permissions, can: { fec: { file: { import: true } } } },
      featuresInAccount: { ...baseMe.featuresInAccount, import: { enabled: false, apiOnly: false } },
    });
    renderWithProviders(<ImportPage />, { session });
    expect(await screen.findByText(/L'import de FEC est désactivé pour ce compte\./)).toBeTruthy();
  });

  it('shows the API-only notice instead of the drop zone when imports go through the API only', async () => {
    const session = testSession({
      ...baseMe,
      permissions: { ...baseMe.permissions, can: { fec: { file: { import: true } } } },
      featuresInAccount: { ...baseMe.featuresInAccount, import: { enabled: true, apiOnly: true } },
    });
    renderWithProviders(<ImportPage />, { session });
    const notice = await screen.findByTestId('import-api-only');
    expect(notice.textContent).toMatch(/L'import de FEC de ce compte se fait uniquement par l'API/);
    expect(screen.queryByRole('button', { name: 'Importer' })).toBeNull();
  });

  describe('a network whose head has no import credits left', () => {
    const NOTICE = "Votre réseau n'a plus de crédits d'import : contactez la tête de votre réseau.";
    const networkReader = testSession({
      ...baseMe,
      permissions: {
        ...baseMe.permissions,
        can: { fec: { file: { import: true } }, account: { network: { read: true } } },
      },
    });
    const networkMock = (role: 'HEAD' | 'MEMBER' | 'NONE', withoutImportCredits: boolean) => {
      const result = jest.fn(() => ({
        data: { network: { __typename: 'Network', role, withoutImportCredits } },
      }));
      return { mock: { request: { query: ImportNetworkCreditsDocument }, result, maxUsageCount: 5 }, result };
    };

    it('tells a member above the import form', async () => {
      const { mock } = networkMock('MEMBER', true);
      renderWithProviders(<ImportPage />, { session: networkReader, mocks: [mock] });
      const notice = await screen.findByTestId('network-without-credits');
      expect(notice.textContent).toBe(NOTICE);
      expect(notice.className).toMatch(/MuiAlert-colorWarning/);
      expect(screen.getByRole('button', { name: 'Importer' })).toBeTruthy();
    });

    it('says nothing while the head still has credits', async () => {
      const { mock, result } = networkMock('MEMBER', false);
      renderWithProviders(<ImportPage />, { session: networkReader, mocks: [mock] });
      await waitFor(() => expect(result).toHaveBeenCalled());
      expect(screen.getByRole('button', { name: 'Importer' })).toBeTruthy();
      expect(screen.queryByText(NOTICE)).toBeNull();
    });

    it('does not ask without account.network.read', async () => {
      const { mock, result } = networkMock('MEMBER', true);
      renderWithProviders(<ImportPage />, { session: importer, mocks: [mock] });
      expect(await screen.findByRole('button', { name: 'Importer' })).toBeTruthy();
      await new Promise((r) => setTimeout(r, 50));
      expect(result).not.toHaveBeenCalled();
      expect(screen.queryByText(NOTICE)).toBeNull();
    });
  });
});
