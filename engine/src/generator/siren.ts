import { isValidSiren, luhnValid } from '../read/file-name';
import { Rng } from './prng';

export { isValidSiren, luhnValid };

/** A valid SIREN from a seed: 8 random digits (first one 1–9) and the Luhn key. */
export function makeSiren(seed: number | string | Rng = 1): string {
  const rng = seed instanceof Rng ? seed : new Rng(seed);
  let body = String(rng.int(1, 9));
  for (let i = 0; i < 7; i++) body += String(rng.int(0, 9));
  for (let k = 0; k <= 9; k++) if (luhnValid(body + k)) return body + k;
  throw new Error('unreachable: one Luhn key always exists');
}
