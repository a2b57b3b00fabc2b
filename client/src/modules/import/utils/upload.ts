/**
 * The multipart import (POST /upload/fecs, or /upload/fecs/anonymous signed out) sent with
 * XMLHttpRequest: fetch gives no upload progress. Fields go before the file (the API reads them first).
 */
import type { ApiMetadata } from './metadata';

export const UPLOAD_URL = '/upload/fecs';
export const ANONYMOUS_UPLOAD_URL = '/upload/fecs/anonymous';
const FALLBACK_ERROR = "Problème lors de l'envoi vers le serveur de fichiers. Veuillez re-tenter.";

export function buildUploadBody(file: File, metadata: ApiMetadata, folderUuid: string): FormData {
  const body = new FormData();
  body.append('terms_accepted', 'true');
  body.append('folder_uuid', folderUuid);
  body.append('metadata', JSON.stringify([metadata]));
  body.append('files', file, file.name);
  return body;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** Sends one file; `onProgress` gets 0–100. Resolves with the `data.data` of the API's answer. */
export function uploadFec<T = unknown>(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    // The gateway refuses a cookie-session upload without it (a cross-site form cannot set it).
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let answer: { data?: { data?: T }; message?: string; errors?: { field: string; message: string }[] } =
        {};
      try {
        answer = JSON.parse(xhr.responseText || '{}');
      } catch {
        // Not JSON (a proxy page): the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve((answer.data?.data ?? answer.data ?? answer) as T);
      } else {
        reject(new UploadError(answer.message || FALLBACK_ERROR, xhr.status, answer.errors ?? []));
      }
    };
    xhr.onerror = () => reject(new UploadError('Connexion au serveur impossible. Vérifiez votre réseau.', 0));
    xhr.send(body);
  });
}
