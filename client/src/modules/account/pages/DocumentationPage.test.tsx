/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentationDocument } from '../../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../../testing/render';
import { HelpDrawer } from '../../layout/HelpDrawer';
import DocumentationPage from './DocumentationPage';

const doc = (slug: string, kind: string, title: string) => ({
  __typename: 'ProductDocument',
  slug,
  kind,
  title,
  description: `À propos de ${title}`,
  url: `/download/documentation/${slug}`,
  format: 'html',
  updatedAt: '2026-11-24',
});

const documentation = {
  request: { query: DocumentationDocument },
  result: {
    data: {
      documentation: [
        doc('guide-utilisateur', 'GUIDE', "Guide d'utilisation"),
        doc('catalogue-des-controles', 'CATALOGUE', 'Catalogue des contrôles'),
        doc('politique-confidentialite', 'PRIVACY', 'Politique de confidentialité'),
      ],
    },
  },
};

describe('/mon-compte/ma-documentation (issue 15)', () => {
  it('shows a table of the documents with French types, dates and a link that opens each one', async () => {
    renderWithProviders(<DocumentationPage />, { mocks: [documentation] });
    const table = await screen.findByRole('table', { name: 'Documents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Catalogue des contrôles')).toBeTruthy();
    expect(within(rows[1]!).getByText('Catalogue')).toBeTruthy();
    expect(within(rows[2]!).getByText('Confidentialité')).toBeTruthy();
    expect(within(rows[0]!).getByText('24/11/2026')).toBeTruthy();
    const open = within(rows[1]!).getByRole('link', { name: 'Ouvrir : Catalogue des contrôles' });
    expect(open.getAttribute('href')).toBe('/download/documentation/catalogue-des-controles');
    expect(open.getAttribute('target')).toBe('_blank');
    // No raw code on screen.
    expect(screen.queryByText('PRIVACY')).toBeNull();
  });
});

describe('the help panel (issue 15: the assistant link points at the documentation)', () => {
  it('signed in: leads to « Ma documentation »', async () => {
    const onClose = jest.fn();
    const { router } = renderWithProviders(<HelpDrawer open onClose={onClose} />);
    await userEvent.click(
      screen.getByRole('link', {
        name: "Guide d'utilisation, catalogue des contrôles et conditions générales",
      }),
    );
    expect(router.state.location.pathname).toBe('/mon-compte/ma-documentation');
    expect(onClose).toHaveBeenCalled();
  });

  it('signed out: opens the public guide', () => {
    renderWithProviders(<HelpDrawer open onClose={() => undefined} />, { session: testSession(null) });
    const link = screen.getByRole('link', { name: "Guide d'utilisation" });
    expect(link.getAttribute('href')).toBe('/download/documentation/guide-utilisateur');
  });
});
