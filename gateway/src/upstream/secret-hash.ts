import { createHmac } from 'node:crypto';

/** Cognito's SecretHash, computed on the server (the client secret never reaches a browser). */
export function secretHash(
  secret: string | null | undefined,
  username: string,
  clientId: string,
): string | undefined {
  if (!secret) return undefined;
  return createHmac('sha256', secret)
    .update(username + clientId)
    .digest('base64');
}
