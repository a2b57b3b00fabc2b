/**
 * The form rules of spec §5, with their exact French messages, as react-hook-form rules. The server
 * checks the same things again: these only spare a round trip.
 */
import type { RegisterOptions } from 'react-hook-form';

export const MESSAGES = {
  required: 'Ce champ est obligatoire.',
  email: 'Veuillez entrer une adresse email valide.',
  phone: 'Veuillez entrer un numéro de téléphone valide.',
  pattern: 'Format incorrect.',
  html: 'Un champ contient des caractères invalides',
  folderName: 'Veuillez saisir un nom de répertoire.',
  siren: 'Numéro de SIREN invalide',
  startAfterEnd: 'Date de début > date de fin.',
  invalidDate: 'Date invalide.',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères.',
  passwordMatch: 'Les mots de passe ne correspondent pas.',
  terms: 'Vous devez accepter les conditions générales et la politique de confidentialité.',
  number: 'Veuillez saisir un nombre.',
  positiveNumber: 'Veuillez saisir un nombre positif.',
  erpOther: 'Veuillez préciser le logiciel comptable.',
  atLeastOneFec: 'Ajouter au minimum un FEC',
} as const;

/** Characters refused in every text field (markup). */
export const HTML_CHARACTERS = /[<>]/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const PHONE = /^\+?[0-9][0-9 .-]{7,18}[0-9]$/;
export const MIN_PASSWORD = 6;

export const noHtml = (value: unknown) =>
  typeof value !== 'string' || !HTML_CHARACTERS.test(value) || MESSAGES.html;

export const isEmail = (value: string) => EMAIL.test(value.trim());
export const isPhone = (value: string) => PHONE.test(value.trim());

/** SIREN: 9 digits and the Luhn key. */
export function isSiren(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(digits[8 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `AAAA-MM-JJ` that names a real calendar day. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

export const rules = {
  required: { required: MESSAGES.required, validate: { noHtml } },
  text: { validate: { noHtml } },
  email: {
    required: MESSAGES.required,
    validate: { email: (v: unknown) => isEmail(String(v ?? '')) || MESSAGES.email },
  },
  phone: {
    validate: { phone: (v: unknown) => !v || isPhone(String(v)) || MESSAGES.phone },
  },
  password: {
    required: MESSAGES.required,
    minLength: { value: MIN_PASSWORD, message: MESSAGES.passwordMin },
  },
  siren: {
    validate: { siren: (v: unknown) => !v || isSiren(String(v)) || MESSAGES.siren },
  },
  folderName: {
    required: MESSAGES.folderName,
    validate: { noHtml, blank: (v: unknown) => String(v ?? '').trim() !== '' || MESSAGES.folderName },
  },
  code: {
    required: MESSAGES.required,
    pattern: { value: /^\d{6}$/, message: MESSAGES.pattern },
  },
  terms: { validate: (v: unknown) => v === true || MESSAGES.terms },
} satisfies Record<string, RegisterOptions<Record<string, unknown>, string>>;

/** The confirmation field of a password pair. */
export const sameAs = (other: () => string) => ({
  required: MESSAGES.required,
  validate: (v: unknown) => v === other() || MESSAGES.passwordMatch,
});
