/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConcludeEcfPointDocument } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../testing/render';
import { COMMENT_REQUIRED, CONCLUSION_REQUIRED, conclusionError } from '../utils/labels';
import { ConclusionForm } from './ConclusionForm';

const M = '22222222-2222-4222-8222-222222222222';

const point = (conclusion: string, comment: string | null) => ({
  __typename: 'EcfPoint',
  number: 8,
  title: 'Les règles de détermination des charges à payer et leur traitement fiscal',
  shortTitle: 'Charges à payer',
  expectation: 'Vérifier les charges à payer.',
  checks: [],
  controls: [],
  checklist: [],
  conclusion,
  conclusionLabel: conclusion === 'NON_CONFORME' ? 'Non conforme' : 'Sans objet',
  comment,
  concludedBy: null,
  concludedAt: '2026-12-07T10:00:00Z',
  canConclude: true,
  blockedReason: null,
  history: [],
});

function form(props: Partial<Parameters<typeof ConclusionForm>[0]> = {}, mocks: unknown[] = []) {
  return renderWithProviders(
    <ConclusionForm
      missionUuid={M}
      number={8}
      shortTitle="Charges à payer"
      conclusion={null}
      comment={null}
      canConclude
      blockedReason={null}
      {...props}
    />,
    { mocks: mocks as never },
  );
}

describe('conclusion rules', () => {
  it('needs a conclusion, and a comment for « non conforme » only', () => {
    expect(conclusionError('', '')).toBe(CONCLUSION_REQUIRED);
    expect(conclusionError('NON_CONFORME', '   ')).toBe(COMMENT_REQUIRED);
    expect(conclusionError('NON_CONFORME', 'Charges 2023 non reprises en 2024.')).toBeNull();
    expect(conclusionError('CONFORME', '')).toBeNull();
    expect(conclusionError('SANS_OBJET', '')).toBeNull();
    expect(conclusionError('CONFORME', '<b>')).toBe('Un champ contient des caractères invalides');
  });
});

describe('ConclusionForm', () => {
  it('refuses « non conforme » without a comment, then sends it with one', async () => {
    const user = userEvent.setup();
    let sent = false;
    const comment = 'Charges à payer de 2023 jamais reprises.';
    form({}, [
      {
        request: {
          query: ConcludeEcfPointDocument,
          variables: { missionUuid: M, number: 8, conclusion: 'NON_CONFORME', comment },
        },
        result: () => {
          sent = true;
          return { data: { concludeEcfPoint: point('NON_CONFORME', comment) } };
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Enregistrer la conclusion' }));
    expect(screen.getByRole('alert').textContent).toContain(CONCLUSION_REQUIRED);

    await user.click(screen.getByRole('radio', { name: 'Non conforme' }));
    expect(screen.getByLabelText('Commentaire (obligatoire)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer la conclusion' }));
    expect(screen.getByText(COMMENT_REQUIRED)).toBeTruthy();
    expect(sent).toBe(false);

    await user.type(screen.getByLabelText('Commentaire (obligatoire)'), comment);
    await user.click(screen.getByRole('button', { name: 'Enregistrer la conclusion' }));
    await waitFor(() => expect(sent).toBe(true));
    expect(await screen.findByText('Conclusion enregistrée.')).toBeTruthy();
  });

  it('« sans objet » needs no comment', async () => {
    const user = userEvent.setup();
    let sent = false;
    form({}, [
      {
        request: {
          query: ConcludeEcfPointDocument,
          variables: { missionUuid: M, number: 8, conclusion: 'SANS_OBJET', comment: null },
        },
        result: () => {
          sent = true;
          return { data: { concludeEcfPoint: point('SANS_OBJET', null) } };
        },
      },
    ]);
    expect(screen.getByLabelText('Commentaire')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Sans objet' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer la conclusion' }));
    await waitFor(() => expect(sent).toBe(true));
  });

  it('is disabled with the reason while the point cannot be concluded', () => {
    const reason = 'Revoyez d’abord les contrôles du point 2 : EQ-ECR.';
    form({ canConclude: false, blockedReason: reason, conclusion: 'CONFORME' });
    expect(screen.getByText(reason)).toBeTruthy();
    for (const name of ['Conforme', 'Non conforme', 'Sans objet'])
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Conforme' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Enregistrer la conclusion' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByLabelText('Commentaire') as HTMLTextAreaElement).disabled).toBe(true);
  });
});
