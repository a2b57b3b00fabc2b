/** Spec §8: the refusal every paying action gives a role that may not pay (same text as the API's MSG.payRole). */
export const MESSAGES_PAY_ROLE = "Vous n'avez pas le droit de faire des paiements sur les FEC";
