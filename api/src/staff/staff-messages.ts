import type { MailMessage } from '../mail/mailer';
import type { InternalRole } from '../permissions/roles';
import { PASSWORD_TOKEN_DAYS } from '../users/password-tokens';
import { rolesInFrench } from './role-labels';

const SIGNATURE = ['', "L'équipe FEC Analyse"];

/** A new staff member: the link where they choose their password (like an account's invitation). */
export function staffWelcomeMessage(to: string, link: string, roles: readonly InternalRole[]): MailMessage {
  return {
    to,
    subject: 'Votre accès au back-office de FEC Analyse',
    text: [
      'Bonjour,',
      '',
      `Un accès au back-office de FEC Analyse vous a été ouvert (${rolesInFrench(roles)}).`,
      `Choisissez votre mot de passe en ouvrant ce lien (valable ${PASSWORD_TOKEN_DAYS} jours, utilisable une fois) :`,
      link,
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** Someone who already signs in: their internal roles changed. */
export function staffRolesMessage(to: string, loginUrl: string, roles: readonly InternalRole[]): MailMessage {
  return {
    to,
    subject: 'Vos rôles internes sur FEC Analyse ont changé',
    text: [
      'Bonjour,',
      '',
      roles.length
        ? `Vos rôles internes sont désormais : ${rolesInFrench(roles)}.`
        : "Vous n'avez plus de rôle interne : le back-office ne vous est plus ouvert.",
      `Connexion : ${loginUrl}`,
      ...SIGNATURE,
    ].join('\n'),
  };
}
