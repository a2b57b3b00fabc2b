import type { HeirTransfer } from '../memberships/heir-transfer';
import { transferReports } from './report-store';

/**
 * Spec §6: a leaver's reports go to the heir with their FECs (plugged into memberships/heir-transfer.ts by
 * start.ts and the tests' harness). The heir becomes the creator: a Member heir would see them, and the
 * list shows who holds them now.
 */
export const reportsHeirTransfer: HeirTransfer = (trx, accountUuid, from, to) =>
  transferReports(trx, accountUuid, from, to);
