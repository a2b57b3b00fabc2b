/** What the back-office shows in French instead of the API's codes (internal roles, audit actions). */
import type { CreditType } from '../../../__generated__/graphql';
import { formatCredits } from '../../billing/utils/money';

/** Internal staff roles of spec §6, as staff read them (never the raw `Role_…` code on screen). */
export const INTERNAL_ROLE_LABELS: Record<string, string> = {
  Role_Admin: 'Administrateur interne',
  Role_CS: 'Service client',
  Role_CSRO: 'Service client (lecture seule)',
  Role_Ope: 'Exploitation',
  Role_OpeRO: 'Exploitation (lecture seule)',
  Role_Market: 'Commercial',
  Role_Marketing: 'Marketing',
  Role_MarketRO: 'Marketing (lecture seule)',
};

/** The internal roles' codes, in the order staff choose them. */
export const INTERNAL_ROLE_CODES = Object.keys(INTERNAL_ROLE_LABELS);

export const internalRoleLabel = (role: string) => INTERNAL_ROLE_LABELS[role] ?? 'Rôle interne';

/** « Relation client, Exploitation » — or « — » for a customer. */
export function internalRolesText(roles: readonly string[]): string {
  return roles.length ? roles.map(internalRoleLabel).join(', ') : '—';
}

const CREDIT_TYPES: Record<string, CreditType> = {
  line: 'LINE',
  dossier: 'DOSSIER',
  file: 'FILE',
  discount: 'DISCOUNT',
  ecf: 'ECF',
};

/** The audit line's action in French; `target` names the person a uuid in it points at, if known. */
export interface AuditAction {
  label: string;
  /** The person concerned (email), when the action names one. */
  target?: string;
}

const SIMPLE: Record<string, string> = {
  'backoffice.impersonation.start': 'Début d’usurpation',
  'backoffice.user.block': 'Personne bloquée (tout le produit)',
  'backoffice.user.unblock': 'Personne débloquée (tout le produit)',
  'backoffice.invitation.resend': 'Invitation renvoyée',
  'impersonation.refused': 'Usurpation refusée',
  'membership.block': 'Utilisateur bloqué dans le compte',
  'membership.unblock': 'Utilisateur débloqué dans le compte',
  'membership.invite': 'Utilisateur invité',
  'membership.accept': 'Invitation acceptée',
  'membership.decline': 'Invitation déclinée',
  'membership.remove': 'Utilisateur retiré du compte',
  'membership.role': 'Rôle modifié',
  'account.delete': 'Compte supprimé',
  'api_key.create': 'Clé d’API créée',
  'api_key.revoke': 'Clé d’API révoquée',
  'connector.add': 'Connecteur ajouté',
  'connector.delete': 'Connecteur supprimé',
  'webhook.create': 'Webhook créé',
  'webhook.delete': 'Webhook supprimé',
  'network.invite': 'Réseau : invitation envoyée',
  'network.accept': 'Réseau : invitation acceptée',
  'network.decline': 'Réseau : invitation déclinée',
  'network.detach': 'Réseau : compte détaché',
  'network.withdraw': 'Réseau : invitation retirée',
  'network.leave': 'Réseau : compte sorti du réseau',
  'user.connected': 'Connexion',
  'user.delete_self': 'Profil supprimé par la personne',
  'user.email_change_requested': 'Changement d’adresse email demandé',
  'user.email_changed': 'Adresse email changée',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `backoffice.user.block <uuid>`, `impersonated GET /v1/fecs`, `backoffice.credits.grant 20 line`… →
 * French. An unknown code reads « Autre action » (the code stays in the line's tooltip).
 */
export function auditActionLabel(
  action: string,
  emailOf: (uuid: string) => string | undefined = () => undefined,
): AuditAction {
  const [code = '', ...rest] = action.trim().split(/\s+/);
  if (code === 'impersonated' || code === 'api_key') {
    const read = rest[0] === 'GET' || rest[0] === 'HEAD';
    if (code === 'api_key') return { label: 'Appel de l’API partenaire' };
    return { label: read ? 'Consultation pendant une usurpation' : 'Modification pendant une usurpation' };
  }
  if (code === 'backoffice.credits.grant') {
    const amount = Number(rest[0]);
    const type = CREDIT_TYPES[(rest[1] ?? '').toLowerCase()];
    return {
      label:
        type && Number.isFinite(amount)
          ? `Crédits accordés : ${formatCredits(type, amount)}`
          : 'Crédits accordés',
    };
  }
  const label = SIMPLE[code];
  if (!label) return { label: 'Autre action' };
  const uuid = rest.find((p) => UUID.test(p));
  const target = uuid ? emailOf(uuid) : undefined;
  return target ? { label, target } : { label };
}
