import Grid from '@mui/material/Grid';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useProfileOptionsListsQuery } from '../../../__generated__/graphql';
import { MESSAGES } from '../../../shared/forms/validation';
import { FormSelectField, FormTextField } from '../../auth/components/FormTextField';
import { fieldRules, withNoHtml } from '../../auth/utils/rules';
import type { ProfileValues } from '../utils/profile';

type Option = { value: string; label: string };

/** Fonctions offered for an organisation type: a firm's list for an accounting firm, else a company's. */
export function positionOptions(
  organizationType: string,
  lists: { positionsCompany: Option[]; positionsAccountingFirm: Option[] },
  current: string,
): Option[] {
  const own =
    organizationType === 'CABINET_COMPTABLE' ? lists.positionsAccountingFirm : lists.positionsCompany;
  // Keep a value chosen earlier with another organisation type visible rather than silently blank.
  if (!current || own.some((o) => o.value === current)) return own;
  const other = [...lists.positionsCompany, ...lists.positionsAccountingFirm].find(
    (o) => o.value === current,
  );
  return other ? [...own, other] : own;
}

/** The profile fields of spec §3 (organisation, company, turnover, size, phones, position). */
export function ProfileFields<T extends FieldValues & ProfileValues>({ control }: { control: Control<T> }) {
  const { data } = useProfileOptionsListsQuery();
  const options = data?.profileOptions;
  const organizationType = useWatch({ control, name: 'organizationType' as Path<T> }) as string;
  const position = useWatch({ control, name: 'position' as Path<T> }) as string;
  const name = (n: keyof ProfileValues) => n as Path<T>;
  const otherRequired = withNoHtml({ required: MESSAGES.required });

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name={name('organizationType')}
          label="Type d'organisation"
          options={options?.organizationTypes ?? []}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {organizationType === 'AUTRE' ? (
          <FormTextField
            control={control}
            name={name('organizationTypeOther')}
            label="Précisez le type d'organisation"
            rules={otherRequired}
          />
        ) : null}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('company')}
          label="Société"
          rules={fieldRules.optionalText}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name={name('companySize')}
          label="Effectif"
          options={options?.companySizes ?? []}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name={name('turnover')}
          label="Chiffre d'affaires"
          options={options?.turnovers ?? []}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('officePhone')}
          label="Téléphone fixe"
          type="tel"
          autoComplete="tel"
          rules={fieldRules.phone}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('mobilePhone')}
          label="Téléphone mobile"
          type="tel"
          autoComplete="tel"
          rules={fieldRules.phone}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name={name('position')}
          label="Fonction"
          options={options ? positionOptions(organizationType ?? '', options, position ?? '') : []}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {position === 'AUTRE' ? (
          <FormTextField
            control={control}
            name={name('positionOther')}
            label="Précisez la fonction"
            rules={otherRequired}
          />
        ) : null}
      </Grid>
    </Grid>
  );
}
