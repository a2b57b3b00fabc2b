import { documentTitle, pageTitle } from './page-titles';

describe('page titles (WCAG 2.4.2: each route its own title)', () => {
  it.each([
    ['/login', 'Connexion – FEC Analyse'],
    ['/register', 'Créer un compte – FEC Analyse'],
    ['/compte-supprime', 'Compte supprimé – FEC Analyse'],
    ['/', 'Importer un FEC – FEC Analyse'],
    ['/import-fec', 'Importer un FEC – FEC Analyse'],
    ['/mes-dossiers/-1', 'Mes analyses – FEC Analyse'],
    ['/mes-fecs/1b2c/', 'Mes analyses – FEC Analyse'],
    ['/mes-dossiers/-1/analyse/synthese/9f8e', 'Analyse – FEC Analyse'],
    ['/mes-fecs/-1/analyse/controles/9f8e/balance', 'Analyse – FEC Analyse'],
    ['/mes-dossiers/-1/multi-analyse/synthese/9f8e', 'Analyse comparée – FEC Analyse'],
    ['/mes-rapports/-1', 'Mes rapports – FEC Analyse'],
    ['/missions-ecf', 'Missions ECF – FEC Analyse'],
    ['/missions-ecf/0b1c2d3e-0000-4000-8000-000000000000', 'Mission ECF – FEC Analyse'],
    ['/mon-compte/compte', 'Mon compte – FEC Analyse'],
    ['/mon-compte/profil-utilisateur', 'Mon profil – FEC Analyse'],
    ['/mon-compte/facturation/credits', 'Crédits – FEC Analyse'],
    ['/mon-compte/ma-documentation', 'Ma documentation – FEC Analyse'],
    ['/accessibilite', "Déclaration d'accessibilité – FEC Analyse"],
  ])('%s → « %s »', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });

  it('gives a route it does not know the product name alone', () => {
    expect(pageTitle('/une-page-inconnue')).toBeNull();
    expect(documentTitle('/une-page-inconnue')).toBe('FEC Analyse');
  });
});
