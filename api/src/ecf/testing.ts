import { randomUUID } from 'node:crypto';
import type { ApiHarness, TestUser } from '../testing/harness';
import { insertMission } from './ecf-store';

/**
 * Test helper: an ECF mission stored straight away (no credit spent, no checks computed), for the suites that
 * need one to attack or to read (tests/security). `concluded`: points 1 to n already concluded « conforme ».
 */
export async function seedEcfMission(
  h: ApiHarness,
  owner: Pick<TestUser, 'uuid' | 'accountUuid'>,
  fecUuid: string,
  analysisUuid: string,
  options: { companyName?: string; concluded?: number } = {},
): Promise<string> {
  const uuid = randomUUID();
  await insertMission(h.db, {
    uuid,
    account_uuid: owner.accountUuid,
    fec_uuid: fecUuid,
    analysis_uuid: analysisUuid,
    dossier_uuid: null,
    company_name: options.companyName ?? 'Société examinée',
    siren: null,
    company_address: null,
    fiscal_start: '2023-01-01',
    fiscal_end: '2023-12-31',
    provider_firm_name: 'Cabinet prestataire',
    provider_address: null,
    signatory_name: 'Signataire',
    signatory_quality: null,
    engagement_letter_date: '2024-01-15',
    declared_income_regime: null,
    declared_vat_regime: null,
    vat_on_debits: null,
    checks: '[]',
    next_fec_uuid: null,
    previous_fec_uuid: null,
    created_by: owner.uuid,
  });
  const concluded = options.concluded ?? 0;
  if (concluded > 0) {
    await h.db
      .updateTable('ecf_points')
      .set({ conclusion: 'conforme', concluded_by: owner.uuid, concluded_at: new Date() })
      .where('mission_uuid', '=', uuid)
      .where('number', '<=', concluded)
      .execute();
  }
  return uuid;
}
