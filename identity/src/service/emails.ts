import { invalidParameter } from '../errors';

/** Sign-in is case-insensitive: one normal form for lookups and uniqueness. */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

export function requireEmail(value: string, message = 'Invalid email address format.'): string {
  if (!isEmail(value)) throw invalidParameter(message);
  return value.trim();
}

/** Cognito's masked destination: `j***@e***`. */
export function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

export function emailDelivery(email: string) {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}
