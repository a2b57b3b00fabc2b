import { useImportSettingsQuery } from '../../../__generated__/graphql';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_FILES, type ImportLimits } from '../utils/fec-file';

/**
 * Maximum files per import and bytes per file as the API applies them (`importSettings`), with the
 * API's defaults while they load or if the gateway cannot tell: the API checks them again anyway.
 */
export function useImportLimits(): ImportLimits {
  const { data } = useImportSettingsQuery({ fetchPolicy: 'cache-first' });
  return {
    maxFiles: data?.importSettings.maxFiles ?? DEFAULT_MAX_FILES,
    maxBytes: data?.importSettings.maxFileBytes ?? DEFAULT_MAX_BYTES,
  };
}
