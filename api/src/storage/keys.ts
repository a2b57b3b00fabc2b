/**
 * Storage keys are relative, slash-separated paths (`fecs/<account>/<uuid>/<name>`). Refusing `..`,
 * absolute paths and empty segments keeps every adapter inside its folder or bucket prefix.
 */
export function checkKey(key: string): void {
  const segments = key.split('/');
  const bad =
    !key ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** A prefix is a key naming a folder (a trailing slash allowed); never empty, so never "everything". */
export function checkPrefix(prefix: string): void {
  checkKey(prefix.replace(/\/$/, ''));
}

/**
 * Folders of files kept per account that outlive the FEC they were made for (`<folder>/<account>/…`): review
 * evidence, ECF comptes rendus. An account's deletion removes them with it; FECs and reports go with their
 * FECs, which an account must have deleted first.
 */
export const ACCOUNT_FILE_FOLDERS = ['review', 'ecf'] as const;
