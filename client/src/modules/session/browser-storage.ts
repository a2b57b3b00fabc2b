/**
 * What the client keeps in the browser's local storage (spec §3, §4): the anonymous FEC imported before
 * sign-in, the one-shot "just connected" flag, the account's branding, the missing-name opt-out. Tokens
 * never: they live in httpOnly cookies the page cannot read.
 */
const ANONYMOUS_FEC = 'fecana_anonymous_fec';
const JUST_CONNECTED = 'fecana_just_connected';
const BRANDING = 'fecana_branding';
export const HIDE_MISSING_NAME = 'fecana_do_not_show_missing_name_alert';

export interface AnonymousFec {
  token: string;
  fec: { uuid: string };
  analysis: string | null;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const anonymousFecStore = {
  get: () => {
    const value = read<AnonymousFec>(ANONYMOUS_FEC);
    return value && typeof value.token === 'string' && typeof value.fec?.uuid === 'string' ? value : null;
  },
  set: (value: AnonymousFec) => localStorage.setItem(ANONYMOUS_FEC, JSON.stringify(value)),
  clear: () => localStorage.removeItem(ANONYMOUS_FEC),
};

export const justConnectedFlag = {
  get: () => localStorage.getItem(JUST_CONNECTED) === 'true',
  set: () => localStorage.setItem(JUST_CONNECTED, 'true'),
  clear: () => localStorage.removeItem(JUST_CONNECTED),
};

export interface StoredBranding {
  principal_color?: string;
  secondary_color?: string;
  primary_bis_color?: string;
  indigo_color?: string;
  logo?: string;
}

export const brandingStore = {
  get: () => read<StoredBranding>(BRANDING) ?? {},
  /** Only non-empty values are kept (spec §3); nothing left removes the key. */
  set: (branding: StoredBranding) => {
    const kept = Object.fromEntries(Object.entries(branding).filter(([, v]) => typeof v === 'string' && v));
    if (Object.keys(kept).length) localStorage.setItem(BRANDING, JSON.stringify(kept));
    else localStorage.removeItem(BRANDING);
  },
  clear: () => localStorage.removeItem(BRANDING),
};

/** Spec §5: shown unless the flag is set to anything other than false. */
export const missingNameAlertHidden = () => {
  const flag = localStorage.getItem(HIDE_MISSING_NAME);
  return flag !== null && flag !== 'false';
};
