import { safeEqual } from '../crypto/secrets';
import {
  invalidSignature,
  missingAuthenticationToken,
  unrecognizedClient,
  type CognitoError,
} from '../errors';
import type { ResolvedConfig } from '../service/context';
import { verifySigV4, type SignedRequest } from './sigv4';

export const ADMIN_KEY_HEADER = 'x-identity-admin-key';

/**
 * Admin calls are authenticated one of two ways:
 * - AWS SigV4, as the AWS SDK signs them, with access key id `admin.accessKeyId` and the admin key as the
 *   secret access key (the gateway just configures SDK credentials; against AWS it uses IAM ones);
 * - the header `X-Identity-Admin-Key: <admin key>` (curl, tests, the outbox route).
 * Returns the error to answer with, or undefined when the caller is the admin.
 */
export function authenticateAdmin(
  request: SignedRequest,
  config: ResolvedConfig,
  now: Date,
): CognitoError | undefined {
  const key = request.headers[ADMIN_KEY_HEADER];
  if (typeof key === 'string') {
    return safeEqual(key, config.admin.key)
      ? undefined
      : unrecognizedClient('The security token included in the request is invalid.');
  }
  const result = verifySigV4(
    request,
    {
      accessKeyId: config.admin.accessKeyId,
      secretKey: config.admin.key,
      region: config.region,
      service: 'cognito-idp',
    },
    now,
  );
  if (result.ok) return undefined;
  switch (result.reason) {
    case 'missing':
      return missingAuthenticationToken('Missing Authentication Token');
    case 'unknown-key':
      return unrecognizedClient('The security token included in the request is invalid.');
    case 'expired':
      return invalidSignature('Signature expired: the request time is too far from the server time.');
    case 'scope':
      return invalidSignature('Credential should be scoped to a valid region and service.');
    default:
      return invalidSignature(
        'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
      );
  }
}

/** For plain HTTP admin routes (GET /outbox): the header, or `Authorization: Bearer <admin key>`. */
export function hasAdminKey(headers: SignedRequest['headers'], config: ResolvedConfig): boolean {
  const direct = headers[ADMIN_KEY_HEADER];
  const auth = headers.authorization;
  const bearer = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
  const given = typeof direct === 'string' ? direct : bearer;
  return given !== undefined && safeEqual(given, config.admin.key);
}
