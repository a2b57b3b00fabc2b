/**
 * The limits of a review's attachments (issue 37 item 4), the same as the API's (api/src/review/attachment-sniff.ts),
 * so the form refuses before sending what the API would refuse.
 */

/** 10 Mo per file. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = 'Le fichier est trop volumineux : 10 Mo au maximum.';
/** What the file picker offers (the API still sniffs the bytes). */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.xlsx,.xls,.ods,.csv,.docx,.odt';

/** The gateway's multipart route (download-routes.ts) for a control's review, or one of its findings'. */
export function attachmentUploadUrl(analysisUuid: string, controlId: string, findingKey?: string): string {
  const path = `/upload/analyses/${encodeURIComponent(analysisUuid)}/controls/${encodeURIComponent(controlId)}/attachments`;
  return findingKey ? `${path}?finding_key=${encodeURIComponent(findingKey)}` : path;
}
