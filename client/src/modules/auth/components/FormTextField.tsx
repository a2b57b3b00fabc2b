import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';

/** Rules of any form (the shared rule sets are not tied to one form's value type). */
export type FieldRules = Omit<
  RegisterOptions<FieldValues, string>,
  'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'
>;
type Rules<T extends FieldValues> = Omit<
  RegisterOptions<T, Path<T>>,
  'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'
>;

/**
 * A MUI text field bound to react-hook-form, with its validation message under it. No `required` prop:
 * the browser's own bubbles would hide the product's French messages (spec §5).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  rules,
  helperText,
  ...props
}: { control: Control<T>; name: Path<T>; rules?: FieldRules } & Omit<TextFieldProps, 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules as Rules<T> | undefined}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          fullWidth
          margin="normal"
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** A native select (reliable with keyboards, screen readers and end-to-end tests) bound to the form. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  rules,
  options,
  emptyLabel = '—',
  ...props
}: {
  control: Control<T>;
  name: Path<T>;
  rules?: FieldRules;
  options: readonly { value: string; label: string }[];
  emptyLabel?: string;
} & Omit<TextFieldProps, 'name' | 'select'>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules as Rules<T> | undefined}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          fullWidth
          margin="normal"
          {...props}
          {...field}
          select
          value={value ?? ''}
          inputRef={ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{emptyLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
