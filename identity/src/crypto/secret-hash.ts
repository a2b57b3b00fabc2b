import { hmacSha256, safeEqual } from './secrets';

/** Cognito's SecretHash: Base64(HMAC-SHA256(key = client secret, message = username + client id)). */
export function secretHash(clientSecret: string, username: string, clientId: string): string {
  return hmacSha256(clientSecret, username + clientId).toString('base64');
}

/** True when `given` is the SecretHash for any of the usernames (email as typed, or the user's sub). */
export function secretHashMatches(
  given: string,
  clientSecret: string,
  clientId: string,
  usernames: ReadonlyArray<string>,
): boolean {
  let ok = false;
  for (const username of new Set(usernames)) {
    // Every candidate is compared: no early exit that would tell which one matched.
    if (safeEqual(given, secretHash(clientSecret, username, clientId))) ok = true;
  }
  return ok;
}
