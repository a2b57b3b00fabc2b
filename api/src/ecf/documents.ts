import { Readable } from 'node:stream';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { ApiError } from '../http/errors';
import { MSG } from '../http/messages';
import type { CompteRenduModel, EcfPointNumber } from './compte-rendu-model';
import { compteRenduFileName, renderCompteRenduDocx, renderCompteRenduPdf } from './compte-rendu/render';
import { documentOf, saveDocument } from './ecf-store';
import { missionForDocument } from './ecf-service';

/**
 * The compte rendu de mission (issue 38), in Word and PDF, kept in storage (`ecf/{account}/{mission}/compte-rendu-v{n}.{ext}`)
 * with the mission version it shows. Every change the document shows (a conclusion, the signature) bumps the
 * version; a download regenerates it when the stored one is of an older version (lazily: the documents are small).
 */

type Deps = Pick<ApiDeps, 'db' | 'storage' | 'now'>;
export type EcfDocumentFormat = 'docx' | 'pdf';

const nameOf = (p: { first_name: string | null; last_name: string | null; email: string } | null) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ').trim() || p.email : null;

type Detail = Awaited<ReturnType<typeof missionForDocument>>['detail'];

/** The renderers' model from the mission as the API shows it. */
export function compteRenduModelOf(detail: Detail, now: Date): CompteRenduModel {
  return {
    missionUuid: detail.uuid,
    company: { name: detail.company_name, siren: detail.siren, address: detail.company_address },
    fiscalStart: detail.fiscal_start,
    fiscalEnd: detail.fiscal_end,
    provider: {
      firmName: detail.provider_firm_name,
      signatoryName: detail.signatory_name,
      signatoryQuality: detail.signatory_quality,
      address: detail.provider_address,
    },
    engagementLetterDate: detail.engagement_letter_date,
    points: detail.points.map((p) => ({
      number: p.number as EcfPointNumber,
      title: p.title,
      conclusion: p.conclusion,
      comment: p.comment,
      established: p.checks.filter((c) => c.status !== 'not_available').map((c) => c.message),
      concludedBy: nameOf(p.concluded_by),
      concludedAt: p.concluded_at,
    })),
    signedAt: detail.signed_at,
    signedBy: nameOf(detail.signed_by),
    generatedAt: now.toISOString(),
  };
}

const CONTENT_TYPES: Record<EcfDocumentFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** The current compte rendu (generated and stored first when missing or stale), as a stream with its name. */
export async function compteRendu(deps: Deps, caller: Caller, uuid: string, format: EcfDocumentFormat) {
  const { db, storage } = deps;
  const { mission, detail } = await missionForDocument(db, caller, uuid);
  const stored = await documentOf(db, uuid, format);
  let key = stored?.storage_key;
  if (!stored || stored.version !== mission.version || !(await storage.exists(stored.storage_key))) {
    const now = deps.now();
    const model = compteRenduModelOf(detail, now);
    let buffer: Buffer;
    try {
      buffer = format === 'docx' ? await renderCompteRenduDocx(model) : await renderCompteRenduPdf(model);
    } catch {
      throw new ApiError(500, MSG.ecfReportUnavailable);
    }
    key = `ecf/${mission.account_uuid}/${uuid}/compte-rendu-v${mission.version}.${format}`;
    await storage.put(key, Readable.from([buffer]), { contentType: CONTENT_TYPES[format] });
    await saveDocument(db, uuid, format, key, mission.version, now);
    if (stored && stored.storage_key !== key) await storage.delete(stored.storage_key).catch(() => undefined);
  }
  return {
    stream: await storage.get(key!),
    contentType: CONTENT_TYPES[format],
    fileName: compteRenduFileName(compteRenduModelOf(detail, deps.now()), format),
  };
}
