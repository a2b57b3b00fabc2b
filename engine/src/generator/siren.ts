import { Rng } from './prng';

/** Luhn check (doubling every second digit from the right), as for SIREN and SIRET numbers. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** True for 9 digits passing Luhn (La Poste's 356000000 exception is a SIRET matter, not needed here). */
export function isValidSiren(siren: string): boolean {
  return siren.length === 9 && luhnValid(siren);
}

/** A valid SIREN from a seed: 8 random digits (first one 1–9) and the Luhn key. */
export function makeSiren(seed: number | string | Rng = 1): string {
  const rng = seed instanceof Rng ? seed : new Rng(seed);
  let body = String(rng.int(1, 9));
  for (let i = 0; i < 7; i++) body += String(rng.int(0, 9));
  for (let k = 0; k <= 9; k++) if (luhnValid(body + k)) return body + k;
  throw new Error('unreachable: one Luhn key always exists');
}
