import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePublisherContactQuery } from '../../__generated__/graphql';
import { STATEMENT } from './statement';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`a11y-${title}`}>
      <Typography id={`a11y-${title}`} variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** `/accessibilite` (public): the accessibility statement RGAA expects, with the level reached. */
export default function AccessibilityStatementPage() {
  // The installation's publisher and support address (SELLER_*, SUPPORT_EMAIL), readable without signing in.
  const { data } = usePublisherContactQuery();
  const publisher = data?.platformStatus.publisher;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Déclaration d&apos;accessibilité
      </Typography>
      <Typography sx={{ mb: 2 }}>
        L&apos;éditeur de FEC Analyse s&apos;engage à rendre son service accessible, conformément à
        l&apos;article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration d&apos;accessibilité
        s&apos;applique à l&apos;application web FEC Analyse.
      </Typography>

      <Section title="État de conformité">
        <Typography sx={{ mb: 2 }} data-testid="conformity-level">
          FEC Analyse est <strong>{STATEMENT.status}</strong> avec le référentiel général d&apos;amélioration
          de l&apos;accessibilité (RGAA) version {STATEMENT.rgaaVersion} : {STATEMENT.levelReached}
        </Typography>
      </Section>

      <Section title="Résultats des tests">
        <Typography sx={{ mb: 2 }}>{STATEMENT.results}</Typography>
      </Section>

      <Section title="Contenus non accessibles">
        <Typography variant="h6" component="h3">
          Non-conformités
        </Typography>
        <ul>
          {STATEMENT.nonCompliant.map((item) => (
            <li key={item}>
              <Typography>{item}</Typography>
            </li>
          ))}
        </ul>
        <Typography variant="h6" component="h3">
          Dérogations pour charge disproportionnée
        </Typography>
        <Typography sx={{ mb: 2 }}>Aucune.</Typography>
        <Typography variant="h6" component="h3">
          Contenus non soumis à l&apos;obligation d&apos;accessibilité
        </Typography>
        <Typography sx={{ mb: 2 }}>Aucun.</Typography>
      </Section>

      <Section title="Établissement de cette déclaration">
        <Typography sx={{ mb: 2 }}>Cette déclaration a été établie le {STATEMENT.date}.</Typography>
        <ul>
          <li>
            <Typography>Technologies utilisées : HTML5, CSS, JavaScript (React, MUI), WAI-ARIA.</Typography>
          </li>
          <li>
            <Typography>{STATEMENT.environment}</Typography>
          </li>
          <li>
            <Typography>{STATEMENT.method}</Typography>
          </li>
          <li>
            <Typography>
              Pages vérifiées : connexion, création de compte, mot de passe oublié, import d&apos;un FEC
              (fichier et connecteurs), bibliothèque (Mes analyses), synthèse et détail d&apos;une analyse,
              Mes rapports, Mon compte (profil, accès, réseau, configuration, connecteurs, API, facturation),
              abonnement, panier et paiement, documentation, back-office, et cette déclaration.
            </Typography>
          </li>
        </ul>
      </Section>

      <Section title="Retour d'information et contact">
        <Typography sx={{ mb: 2 }}>
          Si vous n&apos;arrivez pas à accéder à un contenu ou à un service, contactez l&apos;éditeur : nous
          vous orienterons vers une alternative accessible ou vous transmettrons le contenu sous une autre
          forme.
        </Typography>
        <ul data-testid="a11y-contact">
          <li>
            <Typography>
              Par email :{' '}
              {publisher ? (
                <Link href={`mailto:${publisher.email}?subject=${encodeURIComponent('Accessibilité')}`}>
                  {publisher.email}
                </Link>
              ) : (
                'le support de FEC Analyse'
              )}
            </Typography>
          </li>
          {publisher ? (
            <li>
              <Typography>
                Par courrier : {publisher.name}, {publisher.address}
              </Typography>
            </li>
          ) : null}
        </ul>
      </Section>

      <Section title="Voies de recours">
        <Typography sx={{ mb: 2 }}>
          Si vous constatez un défaut d&apos;accessibilité vous empêchant d&apos;accéder à un contenu ou à une
          fonctionnalité du service, que vous nous l&apos;avez signalé et que vous n&apos;avez pas obtenu de
          réponse satisfaisante, vous êtes en droit de faire parvenir vos doléances ou une demande de saisine
          au Défenseur des droits. Plusieurs moyens sont à votre disposition :
        </Typography>
        <ul>
          <li>
            <Typography>
              écrire un message au Défenseur des droits par son{' '}
              <Link href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</Link> ;
            </Typography>
          </li>
          <li>
            <Typography>
              contacter le délégué du Défenseur des droits dans votre région (
              <Link href="https://www.defenseurdesdroits.fr/saisir/delegues">liste des délégués</Link>) ;
            </Typography>
          </li>
          <li>
            <Typography>
              envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits,
              Libre réponse 71120, 75342 Paris CEDEX 07.
            </Typography>
          </li>
        </ul>
      </Section>
    </Paper>
  );
}
