/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalysisPageRerunDocument, RerunReviewWorkDocument } from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { A, B, C, analysis, analysesMock } from '../testing/fixtures';
import AnalysisPage from '../pages/AnalysisPage';
import type { AnalysisItem } from '../types';
import { AnalysisActions } from './AnalysisActions';

const session = testSession({
  ...baseMe,
  permissions: {
    ...baseMe.permissions,
    can: { analysis: { result: { rerun: true } }, fec: { corrected: { download: true } } },
  },
});
const item = (uuid: string) => analysis(uuid, 'DONE', { correctedStatus: 'DONE' }) as unknown as AnalysisItem;

describe('analysis actions', () => {
  it('tells to give the corrected FEC its original name back before sending it', () => {
    renderWithProviders(
      <AnalysisActions analysis={item(A)} onRerun={jest.fn()} onCorrectedStarted={jest.fn()} />,
      {
        session,
      },
    );
    expect(screen.getByRole('link', { name: 'Télécharger le FEC corrigé' })).toBeTruthy();
    expect(
      // The declared SIREN and the analysed year's closing date, not the original file's name.
      screen.getByText("Renommez-le 732829320FEC20241231.txt avant de l'envoyer à l'administration."),
    ).toBeTruthy();
  });

  it('names it from the declared SIREN and the closing date the analysis ran on', () => {
    const declared = analysis(A, 'DONE', { correctedStatus: 'DONE' }) as unknown as AnalysisItem;
    const shown = {
      ...declared,
      report: declared.report && { ...declared.report, fiscalEnd: '2023-03-31' },
      fecs: [{ ...declared.fecs[0], originalName: '123456789FEC20500930.txt', siren: '552100554' }],
    } as AnalysisItem;
    renderWithProviders(
      <AnalysisActions analysis={shown} onRerun={jest.fn()} onCorrectedStarted={jest.fn()} />,
      { session },
    );
    expect(
      screen.getByText("Renommez-le 552100554FEC20230331.txt avant de l'envoyer à l'administration."),
    ).toBeTruthy();
  });

  it('names the FEC its actions apply to when given a label', () => {
    renderWithProviders(
      <AnalysisActions
        analysis={item(A)}
        label="Boulangerie"
        onRerun={jest.fn()}
        onCorrectedStarted={jest.fn()}
      />,
      { session },
    );
    const group = screen.getByRole('group', { name: 'Actions sur Boulangerie' });
    expect(within(group).getByText('Boulangerie :')).toBeTruthy();
    expect(within(group).getByRole('button', { name: "Relancer l'analyse" })).toBeTruthy();
  });
});

describe('side-by-side page: actions per FEC', () => {
  it('groups « Relancer l’analyse » and the corrected FEC under each FEC’s name', async () => {
    const ids = [A, B, C];
    renderWithProviders(
      [{ path: '/mes-dossiers/:folderUuid/analyse/:moduleAction/:analysisUuid', element: <AnalysisPage /> }],
      {
        path: `/mes-dossiers/-1/analyse/synthese/${A}?comparer=${B},${C}`,
        session,
        mocks: [
          analysesMock(
            ids,
            ids.map((id) => analysis(id, 'DONE', { correctedStatus: 'DONE' })),
          ),
        ],
      },
    );
    const groups = await screen.findAllByRole('group', { name: /^Actions sur / });
    expect(groups).toHaveLength(3);
    // Never an action that does not say which FEC it acts on.
    expect(screen.getAllByRole('button', { name: "Relancer l'analyse" })).toHaveLength(3);
    for (const group of groups) {
      expect(within(group).getByRole('button', { name: "Relancer l'analyse" })).toBeTruthy();
      expect(within(group).getByRole('link', { name: 'Télécharger le FEC corrigé' })).toBeTruthy();
    }
    expect(new Set(groups.map((g) => g.getAttribute('aria-label'))).size).toBe(3);
  });
});

describe('« Relancer l’analyse » and the review work', () => {
  const work = (withComment: boolean, findingsReviewed = 0) => ({
    request: { query: RerunReviewWorkDocument, variables: { uuid: A } },
    result: {
      data: {
        analysis: {
          __typename: 'Analysis',
          uuid: A,
          reviewSignOff: null,
          reviewProgress: { __typename: 'ReviewProgress', findingsReviewed },
          changesSincePrevious: null,
          controls: [
            {
              __typename: 'ControlResult',
              controlId: 'JE-DOUBLON',
              review: { __typename: 'Review', uuid: null },
              comments: withComment ? [{ __typename: 'ControlComment', uuid: 'c1' }] : [],
            },
          ],
        },
      },
    },
  });
  const rerun = (fecUuid: string) => ({
    request: { query: AnalysisPageRerunDocument, variables: { fecUuid } },
    result: { data: { rerunAnalysis: { __typename: 'Analysis', uuid: B, status: 'WAITSTART' } } },
  });

  it('asks first when the dossier has review work, saying it is kept and marked', async () => {
    const user = userEvent.setup();
    const onRerun = jest.fn();
    const a = item(A);
    renderWithProviders(<AnalysisActions analysis={a} onRerun={onRerun} onCorrectedStarted={jest.fn()} />, {
      session,
      mocks: [work(true), rerun(a.fecs[0]!.uuid)],
    });
    await user.click(screen.getByRole('button', { name: "Relancer l'analyse" }));
    const dialog = await screen.findByRole('dialog', { name: "Relancer l'analyse ?" });
    expect(within(dialog).getByText(/Ils sont conservés et repris dans la nouvelle analyse/)).toBeTruthy();
    expect(within(dialog).getByText(/« Nouveau » ou « Inchangé »/)).toBeTruthy();
    expect(onRerun).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: "Relancer l'analyse" }));
    await waitFor(() => expect(onRerun).toHaveBeenCalledWith(B));
  });

  it('asks first when the only work is a finding’s status set in this very analysis', async () => {
    const user = userEvent.setup();
    const onRerun = jest.fn();
    const a = item(A);
    renderWithProviders(<AnalysisActions analysis={a} onRerun={onRerun} onCorrectedStarted={jest.fn()} />, {
      session,
      mocks: [work(false, 1), rerun(a.fecs[0]!.uuid)],
    });
    await user.click(screen.getByRole('button', { name: "Relancer l'analyse" }));
    expect(await screen.findByRole('dialog', { name: "Relancer l'analyse ?" })).toBeTruthy();
    expect(onRerun).not.toHaveBeenCalled();
  });

  it('re-runs at once when there is no review work', async () => {
    const user = userEvent.setup();
    const onRerun = jest.fn();
    const a = item(A);
    renderWithProviders(<AnalysisActions analysis={a} onRerun={onRerun} onCorrectedStarted={jest.fn()} />, {
      session,
      mocks: [work(false), rerun(a.fecs[0]!.uuid)],
    });
    await user.click(screen.getByRole('button', { name: "Relancer l'analyse" }));
    await waitFor(() => expect(onRerun).toHaveBeenCalledWith(B));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
