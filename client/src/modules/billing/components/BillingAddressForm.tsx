import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import {
  useBillingUpdateAddressMutation,
  type BillingAddressFieldsFragment,
  type BillingAddressInput,
} from '../../../__generated__/graphql';
import { fieldErrors } from '../../../shared/errors';
import { HTML_CHARACTERS, MESSAGES } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

type Field = keyof BillingAddressInput;
const FIELDS: Array<{
  name: Field;
  label: string;
  required?: boolean;
  autoComplete?: string;
  wide?: boolean;
}> = [
  { name: 'companyName', label: 'Raison sociale', required: true, autoComplete: 'organization', wide: true },
  { name: 'address', label: 'Adresse', required: true, autoComplete: 'address-line1', wide: true },
  { name: 'addressComplement', label: "Complément d'adresse", autoComplete: 'address-line2', wide: true },
  { name: 'zipCode', label: 'Code postal', required: true, autoComplete: 'postal-code' },
  { name: 'city', label: 'Ville', required: true, autoComplete: 'address-level2' },
  { name: 'country', label: 'Pays (code ISO)', autoComplete: 'country' },
  { name: 'siren', label: 'SIREN' },
  { name: 'vatNumber', label: 'N° de TVA intracommunautaire' },
];

const initial = (a: BillingAddressFieldsFragment | null | undefined): Record<Field, string> => ({
  companyName: a?.companyName ?? '',
  address: a?.address ?? '',
  addressComplement: a?.addressComplement ?? '',
  zipCode: a?.zipCode ?? '',
  city: a?.city ?? '',
  country: a?.country ?? 'FR',
  siren: a?.siren ?? '',
  vatNumber: a?.vatNumber ?? '',
});

/** The billing address (spec §3, §5 « Adresse incomplète. »): required before a payment method is added. */
export function BillingAddressForm(props: {
  address: BillingAddressFieldsFragment | null | undefined;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const [values, setValues] = useState(() => initial(props.address));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [save, saving] = useBillingUpdateAddressMutation({ refetchQueries: ['BillingPaymentSetup'] });
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) {
      const value = values[f.name].trim();
      if (f.required && !value) found[f.name] = MESSAGES.required;
      else if (HTML_CHARACTERS.test(value)) found[f.name] = MESSAGES.html;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const optional = (v: string) => v.trim() || null;
    try {
      await save({
        variables: {
          input: {
            companyName: values.companyName.trim(),
            address: values.address.trim(),
            addressComplement: optional(values.addressComplement),
            zipCode: values.zipCode.trim(),
            city: values.city.trim(),
            country: optional(values.country.toUpperCase()),
            siren: optional(values.siren.replace(/\s/g, '')),
            vatNumber: optional(values.vatNumber.replace(/\s/g, '')),
          },
        },
      });
      props.onSaved();
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField.length > 0) {
        const mapped: Partial<Record<Field, string>> = {};
        for (const f of byField) {
          const name = FIELDS.find((x) => x.name === f.field || snake(x.name) === f.field)?.name;
          if (name) mapped[name] = f.message;
        }
        setErrors(mapped);
      }
      setFailure(error);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Adresse de facturation">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            name={f.name}
            label={f.label}
            required={f.required}
            value={values[f.name]}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            error={Boolean(errors[f.name])}
            helperText={errors[f.name]}
            autoComplete={f.autoComplete}
            disabled={props.readOnly}
            sx={{ gridColumn: f.wide ? { sm: '1 / -1' } : undefined }}
          />
        ))}
      </Box>
      <ErrorAlert error={failure} onClose={() => setFailure(null)} />
      {!props.readOnly && (
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={saving.loading}>
          Enregistrer l&apos;adresse
        </Button>
      )}
    </Box>
  );
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
