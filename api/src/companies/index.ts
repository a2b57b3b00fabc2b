import type { ApiConfig } from '../config/config';
import { offlineDirectory, type CompanyDirectory } from './company-directory';
import { rechercheEntreprises } from './recherche-entreprises';

export type { Company, CompanyDirectory } from './company-directory';
export { DirectoryUnavailableError, offlineDirectory } from './company-directory';
export { rechercheEntreprises } from './recherche-entreprises';

/** `COMPANY_DIRECTORY_URL=off` → offline; otherwise the public API (or a compatible stand-in) there. */
export function companyDirectoryFromConfig(config: Pick<ApiConfig, 'companyDirectoryUrl'>): CompanyDirectory {
  const url = config.companyDirectoryUrl.trim();
  if (!url || url === 'off') return offlineDirectory();
  return rechercheEntreprises({ baseUrl: url });
}
