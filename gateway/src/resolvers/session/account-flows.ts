import type { GatewayContext } from '../../context';
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { gatewayError, notSignedIn } from '../../errors';
import { checkAuthRate } from '../../ratelimit/auth-limits';
import type { ApiBody } from '../../upstream/api-client';
import { ApiClientError } from '../../upstream/api-errors';
import { forgotPassword, resendConfirmationCode, type Delivery } from '../../upstream/identity';
import {
  BAD_DATA,
  IDENTITY_ERRORS,
  identityError,
  type IdentityOperation,
} from '../../upstream/identity-errors';
import { enumToCode, stateFromApi } from '../users/codes';
import { passwordsMatch } from './passwords';
import { reopenWithPassword } from './sign-in';

/**
 * Spec §5/§8: a reset or new-code request must report delivery by email, otherwise 'Erreur dans les
 * données envoyées.' with status 404.
 */
function emailDelivery(delivery: Delivery) {
  if (delivery?.DeliveryMedium !== 'EMAIL' || !delivery.Destination) {
    throw gatewayError(BAD_DATA, 'NOT_FOUND', { status: 404 });
  }
  return { destination: delivery.Destination, medium: delivery.DeliveryMedium };
}

/** The API passes identity failures on with their name in `code` (and the English message): translated. */
function translated(error: unknown, operation: IdentityOperation = 'confirmCode'): unknown {
  if (error instanceof ApiClientError) {
    const name = (error.data as { code?: unknown }).code;
    if (typeof name === 'string' && name in IDENTITY_ERRORS) {
      return identityError({ name, message: error.message }, operation);
    }
  }
  return error;
}

const email = (value: string) => value.trim();

export const accountFlowMutations = {
  register: async (_parent, { input }, ctx: GatewayContext) => {
    checkAuthRate(ctx, 'code', input.email);
    const body: ApiBody<'/v1/auth/register', 'post'> = {
      first_name: input.firstName,
      last_name: input.lastName,
      email: email(input.email),
      password: input.password,
      password_confirmation: input.passwordConfirmation,
      // The API refuses anything but true with the spec's message about the terms (spec §5).
      terms_accepted: input.termsAccepted as true,
      organization_type: enumToCode('organizationType', input.organizationType) as never,
      organizationType_other: input.organizationTypeOther,
      company: input.company,
      turnover: enumToCode('turnover', input.turnover) as never,
      company_size: enumToCode('companySize', input.companySize) as never,
      office_phone: input.officePhone,
      mobile_phone: input.mobilePhone,
      position: enumToCode('position', input.position) as never,
      position_other: input.positionOther,
    };
    for (const key of Object.keys(body) as (keyof typeof body)[]) {
      if (body[key] === undefined || body[key] === null) delete body[key];
    }
    try {
      const out = await ctx.api.call('post', '/v1/auth/register', { body });
      return {
        uuid: out.uuid,
        email: out.email,
        state: stateFromApi(out.state),
        userConfirmed: out.user_confirmed,
      };
    } catch (error) {
      throw translated(error);
    }
  },

  confirmCode: async (_parent, args, ctx) => {
    checkAuthRate(ctx, 'code', args.email);
    let out;
    try {
      out = await ctx.api.call('post', '/v1/auth/confirm', {
        body: { email: email(args.email), code: args.code.trim() },
      });
    } catch (error) {
      throw translated(error);
    }
    // A re-sent code proved the address, not the password chosen at sign-up (maybe someone else's, issue
    // 34): the person chooses theirs with a reset code, sent now. If it cannot be, they ask on the reset page.
    if (out.password_required) {
      await forgotPassword(ctx.services, out.email).catch((error: unknown) => {
        ctx.request.log.warn({ err: error }, 'reset code after a re-sent sign-up code not sent');
      });
    }
    return { email: out.email, confirmed: out.confirmed, passwordRequired: out.password_required };
  },

  resendCode: async (_parent, args, ctx) => {
    checkAuthRate(ctx, 'code', args.email);
    return emailDelivery(await resendConfirmationCode(ctx.services, email(args.email)));
  },

  forgotPassword: async (_parent, args, ctx) => {
    checkAuthRate(ctx, 'code', args.email);
    return emailDelivery(await forgotPassword(ctx.services, email(args.email)));
  },

  /**
   * Through the API, not straight to the identity service: the API ends every session of the person (a thief's
   * included) for every API process, and suspends the partner keys those sessions made (issue 34).
   */
  resetPassword: async (_parent, args, ctx) => {
    checkAuthRate(ctx, 'code', args.email);
    passwordsMatch(args.newPassword, args.newPasswordConfirmation, 'newPasswordConfirmation');
    try {
      await ctx.api.call('post', '/v1/auth/password/reset', {
        body: { email: email(args.email), code: args.code.trim(), password: args.newPassword },
      });
    } catch (error) {
      throw translated(error, 'resetPassword');
    }
    return true;
  },

  /**
   * Through the API, which ends every session of the person, this one included (a password change is when
   * one suspects someone else knows the old one). This browser then signs in again with the new password and
   * gets fresh cookies; a partner holding tokens signs in again itself.
   */
  changePassword: async (_parent, args, ctx) => {
    if (!ctx.accessToken) throw notSignedIn();
    // It tests a password: counted like a sign-in (per token and IP).
    checkAuthRate(ctx, 'signIn');
    passwordsMatch(args.proposedPassword, args.proposedPasswordConfirmation, 'proposedPasswordConfirmation');
    const me = ctx.viaCookies ? await ctx.me() : null;
    try {
      await ctx.api.call('post', '/v1/auth/password/change', {
        body: { previous_password: args.previousPassword, proposed_password: args.proposedPassword },
      });
    } catch (error) {
      throw translated(error, 'changePassword');
    }
    if (me) {
      try {
        await reopenWithPassword(ctx, me.email, args.proposedPassword);
      } catch (error) {
        // The password is changed and every session ended: this browser signs in again by hand.
        ctx.request.log.warn({ err: error }, 'password change: signing in again failed');
        ctx.session.clear();
        ctx.tokens = null;
        ctx.useCredentials(null);
      }
    }
    return true;
  },

  /** One's own address only (the API refuses anyone else, and support acting as the user). */
  updateEmail: async (_parent, args, ctx) => {
    const me = await ctx.me();
    if (!me) throw notSignedIn();
    const r = await ctx.api.call('put', '/v1/users/updateEmail/{userUuid}', {
      params: { userUuid: me.uuid },
      body: { email: email(args.email) },
    });
    return { pendingEmail: r.pending_email, codeSent: r.code_sent };
  },

  confirmEmailChange: async (_parent, { code }, ctx) => {
    const me = await ctx.me();
    if (!me) throw notSignedIn();
    // It tests a code: counted like the other code checks (per token and IP).
    checkAuthRate(ctx, 'code');
    return ctx.api.call('post', '/v1/users/updateEmail/{userUuid}/confirm', {
      params: { userUuid: me.uuid },
      body: { code: code.trim() },
    });
  },
} satisfies MutationResolvers;
