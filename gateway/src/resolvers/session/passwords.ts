import { gatewayError } from '../../errors';

export const PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas.';

/** Spec §5: "password and confirmation must match" — checked when a confirmation is given. */
export function passwordsMatch(
  password: string,
  confirmation: string | null | undefined,
  field: string,
): void {
  if (confirmation === undefined || confirmation === null || confirmation === password) return;
  throw gatewayError('Certains champs sont invalides', 'BAD_USER_INPUT', {
    status: 400,
    fields: [{ field, message: PASSWORD_MISMATCH }],
  });
}
