import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../audit/audit';
import { accessTokenOf } from '../auth/authenticate';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { badRequest, unauthorized } from '../http/errors';
import { MSG } from '../http/messages';
import { inFrench } from './identity-messages';
import { requireOwnPerson } from '../auth/own-person';
import { isUniqueViolation, updateUser, userByUuid } from './user-store';
import { toUserView } from './user-view';

function tokenOf(request: FastifyRequest): string {
  const token = accessTokenOf(request);
  if (!token) throw unauthorized();
  return token;
}

/**
 * Step 1 of changing one's sign-in address (only the person, never an administrator nor support acting as
 * them): the identity service sends a code to the new address and keeps the current one until it is
 * verified, so a typo or someone else's address cannot take the account.
 */
export async function requestEmailChange(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  email: string,
) {
  requireOwnPerson(caller, uuid);
  if (email === caller.user.email.toLowerCase()) throw badRequest(MSG.emailUnchanged);
  await inFrench(() => deps.identity.requestEmailChange(tokenOf(request), email));
  await audit(deps.db, request, `user.email_change_requested ${uuid}`);
  return { pending_email: email, code_sent: true };
}

/**
 * Step 2: the code proves the new address. The product follows the identity service's address, keeps the
 * user's FEC grants (they are kept by address) and tells the old address.
 */
export async function confirmEmailChange(
  deps: ApiDeps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  code: string,
) {
  requireOwnPerson(caller, uuid);
  await inFrench(() => deps.identity.confirmEmailChange(tokenOf(request), code));
  const pooled = await deps.identity.getUser(caller.user.sub);
  const before = caller.user.email.toLowerCase();
  const after = (pooled?.email ?? before).toLowerCase();
  if (after !== before) {
    try {
      await deps.db.transaction().execute(async (trx) => {
        await updateUser(trx, uuid, { email: after });
        // Grants name an address: they follow the person to the new one, in the accounts they belong to.
        await trx
          .updateTable('fec_access')
          .set({ email: after })
          .where(sql<string>`lower(email)`, '=', before)
          .where('fec_uuid', 'in', (eb) =>
            eb
              .selectFrom('fecs')
              .innerJoin('memberships', 'memberships.account_uuid', 'fecs.account_uuid')
              .select('fecs.uuid')
              .where('memberships.user_uuid', '=', uuid),
          )
          .execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(MSG.emailExists);
      throw error;
    }
    await deps.mail.send(emailChangedNotice(before, after));
    await audit(deps.db, request, `user.email_changed ${uuid}`);
  }
  return toUserView((await userByUuid(deps.db, uuid))!, caller.role);
}

/** What the old address is told. */
export function emailChangedNotice(oldEmail: string, newEmail: string) {
  return {
    to: oldEmail,
    subject: 'Votre adresse email de connexion a changé',
    text: [
      'Bonjour,',
      '',
      `L'adresse email de connexion de votre compte FEC Analyse est désormais ${newEmail}.`,
      "Si vous n'êtes pas à l'origine de ce changement, contactez immédiatement le support.",
      '',
      "L'équipe FEC Analyse",
    ].join('\n'),
  };
}
