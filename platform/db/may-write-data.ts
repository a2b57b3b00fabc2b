/**
 * May this statement change data? Everything but a plain SELECT: conservative on purpose (a BEGIN, a SET
 * or a WITH … SELECT moves the version too; a needless move only costs a cache miss).
 */
export function mayWriteData(sql: string): boolean {
  return !/^\s*select\b/i.test(sql);
}
