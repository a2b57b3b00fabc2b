import type { FastifyBaseLogger } from 'fastify';
import { isValidSiren } from '../../../engine/src/index';
import { ApiError, badRequest, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { DirectoryUnavailableError, type Company, type CompanyDirectory } from './company-directory';

/** Spaces are how people write a SIREN ("552 100 554"): accept them. */
export function normalizeSiren(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/**
 * Looks a SIREN up: 400 when it is not a SIREN (9 digits, Luhn key), 404 when the directory does not
 * know it, 503 when the directory cannot be reached (the form then asks for the values by hand).
 */
export async function lookupCompany(
  directory: CompanyDirectory,
  raw: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Company> {
  const siren = normalizeSiren(raw);
  if (!/^\d{9}$/.test(siren) || !isValidSiren(siren)) throw badRequest(MSG.sirenInvalid);
  let company: Company | null;
  try {
    company = await directory.lookup(siren);
  } catch (error) {
    if (error instanceof DirectoryUnavailableError) {
      log?.warn({ err: error }, 'company directory unavailable');
      throw new ApiError(503, MSG.companyDirectoryDown);
    }
    throw error;
  }
  if (!company) throw notFound(MSG.companyNotFound);
  return company;
}
