import type { MailMessage } from '../mail/mailer';
import { PASSWORD_TOKEN_DAYS } from './password-tokens';

const SIGNATURE = ['', "L'équipe FEC Analyse"];

function byWhom(inviter: string | null, accountName: string | null): string {
  const who = inviter ? `${inviter} vous invite` : 'Vous êtes invité(e)';
  return accountName
    ? `${who} à rejoindre le compte « ${accountName} » sur FEC Analyse.`
    : `${who} sur FEC Analyse.`;
}

/** A new address: the link where the invitee chooses a password (no temporary password, ever). */
export function invitationLinkMessage(
  to: string,
  link: string,
  context: { inviter: string | null; accountName: string | null },
): MailMessage {
  return {
    to,
    subject: context.accountName
      ? `Invitation à rejoindre « ${context.accountName} » sur FEC Analyse`
      : 'Choisissez votre mot de passe FEC Analyse',
    text: [
      'Bonjour,',
      '',
      byWhom(context.inviter, context.accountName),
      `Pour accepter, choisissez votre mot de passe en ouvrant ce lien (valable ${PASSWORD_TOKEN_DAYS} jours, utilisable une fois) :`,
      link,
      '',
      "Si vous ne connaissez pas l'expéditeur, ignorez simplement ce message.",
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** An address that already has an account: nothing changes until they accept, after signing in. */
export function invitationToJoinMessage(
  to: string,
  loginUrl: string,
  context: { inviter: string | null; accountName: string },
): MailMessage {
  return {
    to,
    subject: `Invitation à rejoindre « ${context.accountName} » sur FEC Analyse`,
    text: [
      'Bonjour,',
      '',
      byWhom(context.inviter, context.accountName),
      `Connectez-vous pour accepter ou refuser cette invitation : ${loginUrl}`,
      "Tant que vous ne l'avez pas acceptée, ce compte ne voit que votre adresse email.",
      ...SIGNATURE,
    ].join('\n'),
  };
}
