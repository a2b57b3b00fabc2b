import type { MailMessage } from '../mail/mailer';

const SIGNATURE = ['', "L'équipe FEC Analyse"];

/**
 * The invitation of an account's Owner into a network. One text whether the address already has an account
 * or not: they sign in (or sign up) and answer from « Mon compte › Réseau ».
 */
export function networkInvitationMessage(
  to: string,
  context: { inviter: string; headName: string; appUrl: string },
): MailMessage {
  return {
    to,
    subject: `Invitation à rejoindre le réseau « ${context.headName} » sur FEC Analyse`,
    text: [
      'Bonjour,',
      '',
      `${context.inviter} invite votre compte à rejoindre le réseau de comptes « ${context.headName} » sur FEC Analyse.`,
      "Membre du réseau, votre compte pourra utiliser les crédits d'import de la tête du réseau quand les siens ne suffisent pas.",
      "Rien ne change tant que l'administrateur de votre compte n'a pas accepté.",
      '',
      `Pour accepter ou refuser, connectez-vous puis ouvrez « Mon compte › Réseau » : ${context.appUrl}/mon-compte/reseau`,
      "Vous n'avez pas encore de compte ? Créez-le avec cette adresse email : l'invitation vous y attendra.",
      '',
      "Si vous ne connaissez pas l'expéditeur, ignorez simplement ce message.",
      ...SIGNATURE,
    ].join('\n'),
  };
}
