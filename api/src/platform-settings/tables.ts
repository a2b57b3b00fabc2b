import type { Json, Timestamp } from '../db/column-types';

/** Settings shared by every process of the installation (issue 15): maintenance, log level. */
export interface PlatformSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface PlatformSettingsTables {
  platform_settings: PlatformSettingsTable;
}
