import { codeDeliveryFailure } from '../errors';
import type { MailMessage } from '../mailer/mailer';
import type { ServiceContext } from './context';

/** Sends an email; a mail failure becomes Cognito's CodeDeliveryFailureException (details in the log only). */
export async function deliver(ctx: ServiceContext, message: MailMessage): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.log.error({ err: error, subject: message.subject }, 'email delivery failed');
    throw codeDeliveryFailure('Unable to deliver the message to the email address.');
  }
}
