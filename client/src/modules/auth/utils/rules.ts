import type { FieldValues, RegisterOptions } from 'react-hook-form';
import { noHtml, rules } from '../../../shared/forms/validation';

type AnyRules = RegisterOptions<FieldValues, string>;

/** Adds the "no HTML characters" check of spec §5 to a rule set (every text field refuses markup). */
export function withNoHtml(base: AnyRules): AnyRules {
  const validate = base.validate;
  const named = typeof validate === 'function' ? { base: validate } : (validate ?? {});
  return { ...base, validate: { ...named, noHtml } };
}

/** Rule sets of the auth and account forms. */
export const fieldRules = {
  requiredText: rules.required as AnyRules,
  optionalText: rules.text as AnyRules,
  email: withNoHtml(rules.email),
  phone: withNoHtml(rules.phone),
  password: rules.password as AnyRules,
  code: rules.code as AnyRules,
};

/** Only local paths: `?redirect=` must never send the user to another site. */
export function safeRedirect(value: string | null, fallback = '/mes-dossiers/-1'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
