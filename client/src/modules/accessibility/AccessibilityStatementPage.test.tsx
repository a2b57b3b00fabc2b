/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { PublisherContactDocument } from '../../__generated__/graphql';
import { renderWithProviders } from '../../testing/render';
import AccessibilityStatementPage from './AccessibilityStatementPage';

describe("« Déclaration d'accessibilité » (RGAA)", () => {
  it('states the conformity and the level reached, what is not accessible, its date and the remedies', async () => {
    renderWithProviders([{ path: '/accessibilite', element: <AccessibilityStatementPage /> }], {
      path: '/accessibilite',
      mocks: [
        {
          request: { query: PublisherContactDocument },
          result: {
            data: {
              platformStatus: {
                __typename: 'PlatformStatus',
                publisher: {
                  __typename: 'Publisher',
                  name: 'Éditeur SAS',
                  email: 'aide@editeur.fr',
                  address: '1 rue Haute, 75001 Paris',
                },
              },
            },
          },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Déclaration d'accessibilité" }),
    ).toBeTruthy();
    for (const section of [
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration',
      "Retour d'information et contact",
      'Voies de recours',
    ])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    expect(screen.getByTestId('conformity-level').textContent).toMatch(
      /partiellement conforme .*RGAA\) version 4\.1\.2 : le niveau AA des WCAG 2\.1/,
    );
    expect(screen.getByText(/établie le 24 novembre 2026/)).toBeTruthy();
    expect(screen.getByText(/Libre réponse 71120, 75342 Paris CEDEX 07/)).toBeTruthy();
    // A real contact: the installation's support address and the publisher's postal address.
    const email = await screen.findByRole('link', { name: 'aide@editeur.fr' });
    expect(email.getAttribute('href')).toBe('mailto:aide@editeur.fr?subject=Accessibilit%C3%A9');
    expect(screen.getByText('Par courrier : Éditeur SAS, 1 rue Haute, 75001 Paris')).toBeTruthy();
  });
});
