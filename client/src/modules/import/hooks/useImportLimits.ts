import { useImportSettingsQuery } from '../../../__generated__/graphql';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_FILES, type ImportLimits } from '../utils/fec-file';

/**
 * Maximum files per import and bytes per file as the API applies them (`importSettings`), with the
 * API's defaults if the gateway cannot tell: the API checks them again anyway. `known` stays false while
 * they load, so that no figure is shown that would change a moment later.
 */
export function useImportLimits(): ImportLimits {
  const { data, error } = useImportSettingsQuery({ fetchPolicy: 'cache-first' });
  return {
    maxFiles: data?.importSettings.maxFiles ?? DEFAULT_MAX_FILES,
    maxBytes: data?.importSettings.maxFileBytes ?? DEFAULT_MAX_BYTES,
    known: Boolean(data || error),
  };
}
