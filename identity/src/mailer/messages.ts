import type { MailMessage } from './mailer';

/** The emails, in French (spec §1: the product speaks French). */

const SIGNATURE =
  "\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.\n\nL'équipe FEC Analyse";

export function durationFr(seconds: number): string {
  if (seconds % 86400 === 0 && seconds >= 86400 * 2) return `${seconds / 86400} jours`;
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 heure' : `${seconds / 3600} heures`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function codeMessage(
  to: string,
  subject: string,
  intro: string,
  code: string,
  ttlSeconds: number,
): MailMessage {
  const text = `Bonjour,\n\n${intro}\n\nVotre code de validation : ${code}\n\nCe code est valable ${durationFr(ttlSeconds)}.${SIGNATURE}`;
  return { to, subject, text, logText: `Votre code de validation : ${code}` };
}

export function signUpCodeMessage(to: string, code: string, ttlSeconds: number): MailMessage {
  return codeMessage(
    to,
    'Votre code de validation',
    'Merci pour votre inscription. Saisissez ce code pour valider votre compte.',
    code,
    ttlSeconds,
  );
}

export function resetCodeMessage(to: string, code: string, ttlSeconds: number): MailMessage {
  return codeMessage(
    to,
    'Réinitialisation de votre mot de passe',
    'Vous avez demandé à réinitialiser votre mot de passe. Saisissez ce code pour choisir un nouveau mot de passe.',
    code,
    ttlSeconds,
  );
}

export function verifyEmailCodeMessage(to: string, code: string, ttlSeconds: number): MailMessage {
  return codeMessage(
    to,
    'Confirmation de votre adresse email',
    'Saisissez ce code pour confirmer votre nouvelle adresse email.',
    code,
    ttlSeconds,
  );
}

export function invitationMessage(to: string, temporaryPassword: string, validityDays: number): MailMessage {
  const subject = 'Votre invitation à FEC Analyse';
  const body = (password: string) =>
    `Bonjour,\n\nUn compte a été créé pour vous sur FEC Analyse.\n\nVotre identifiant : ${to}\n` +
    `Votre mot de passe temporaire : ${password}\n\n` +
    `Vous choisirez votre propre mot de passe lors de votre première connexion. ` +
    `Ce mot de passe temporaire est valable ${validityDays} jours.${SIGNATURE}`;
  return {
    to,
    subject,
    text: body(temporaryPassword),
    logText: `${subject} — identifiant ${to}, mot de passe temporaire masqué (lire la boîte d'envoi)`,
  };
}

/** The code a message carries, if any (for GET /outbox and the tests). */
export function codeIn(text: string): string | undefined {
  return /code de validation : (\d{6})/.exec(text)?.[1];
}
