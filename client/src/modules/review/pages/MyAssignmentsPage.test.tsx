/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { MyAssignmentsDocument } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../testing/render';
import { review, person } from '../../analyses/testing/review-fixtures';
import MyAssignmentsPage from './MyAssignmentsPage';

const A = '11111111-1111-4111-8111-111111111111';
const page = (items: unknown[]) => ({
  request: { query: MyAssignmentsDocument, variables: { limit: 100, offset: 0 } },
  result: {
    data: {
      myAssignments: {
        __typename: 'AssignmentPage',
        items,
        pageInfo: { __typename: 'PageInfo', total: items.length, limit: 100, offset: 0, hasNextPage: false },
      },
    },
  },
});

describe('« Mes travaux »', () => {
  it('lists the controls assigned to me with a link to each one', async () => {
    renderWithProviders(<MyAssignmentsPage />, {
      mocks: [
        page([
          {
            __typename: 'Assignment',
            controlId: 'JE-DOUBLON',
            controlLabel: 'Écritures en double',
            analysisUuid: A,
            fecUuid: 'f1',
            review: review({
              uuid: 'r1',
              statusLabel: 'À examiner',
              assignee: person('me', 'Louise Martin'),
              assignedBy: person('u1', 'Anne Martin'),
              assignedAt: '2026-12-07T10:00:00Z',
            }),
            dossier: {
              __typename: 'ReviewDossier',
              uuid: 'd1',
              siren: '732829320',
              fiscalEnd: '2024-12-31',
              companyName: 'Boulangerie Martin',
            },
            analysis: {
              __typename: 'Analysis',
              uuid: A,
              createdAt: '2026-12-07T09:00:00Z',
              fecs: [{ __typename: 'Fec', uuid: 'f1', originalName: 'fec.txt', folderUuid: 'fo1' }],
            },
          },
        ]),
      ],
    });
    const link = await screen.findByRole('link', { name: 'JE-DOUBLON — Écritures en double' });
    expect(link.getAttribute('href')).toBe(`/mes-dossiers/fo1/analyse/detail/${A}?controle=JE-DOUBLON`);
    expect(
      screen.getByText('Boulangerie Martin — SIREN 732829320 — exercice clos le 31/12/2024'),
    ).toBeTruthy();
    expect(screen.getByText(/^Anne Martin, le 07\/12\/2026/)).toBeTruthy();
  });

  it('says when nothing is assigned', async () => {
    renderWithProviders(<MyAssignmentsPage />, { mocks: [page([])] });
    expect(await screen.findByText('Aucun contrôle ne vous est affecté pour le moment.')).toBeTruthy();
  });
});
