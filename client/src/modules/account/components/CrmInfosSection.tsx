import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMyCrmCommonInfosQuery, useSetMyCrmCommonInfoMutation } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { Section } from './Section';

type Value = string | number | boolean | null;

/** What was typed, back in the type the entry had (a number stays a number, a yes/no a boolean). */
export function typedValue(previous: unknown, text: string): Value {
  const t = text.trim();
  if (t === '') return null;
  if (typeof previous === 'number' && /^-?\d+([.,]\d+)?$/.test(t)) return Number(t.replace(',', '.'));
  if (typeof previous === 'boolean') {
    if (/^(oui|vrai|true)$/i.test(t)) return true;
    if (/^(non|faux|false)$/i.test(t)) return false;
  }
  return text;
}

const shown = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? 'oui'
        : 'non'
      : String(value);

/**
 * « Informations complémentaires » (spec §3 « CRM common infos »): the user's own entries, shared by all
 * their accounts; each one is saved alone (`crmCommonInfosByField`), so two tabs never erase each other's.
 */
export function CrmInfosSection() {
  const { me } = useSession();
  const userUuid = me?.uuid ?? '';
  const { data, error } = useMyCrmCommonInfosQuery({ variables: { userUuid }, skip: !me || me.impersonated });
  const [save, saving] = useSetMyCrmCommonInfoMutation({
    refetchQueries: ['MyCrmCommonInfos'],
    awaitRefetchQueries: true,
  });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [newField, setNewField] = useState('');
  const [newValue, setNewValue] = useState('');
  const [done, setDone] = useState<string | null>(null);
  if (!me || me.impersonated) return null;
  const entries = data?.crmCommonInfos ?? [];

  const store = async (field: string, value: Value) => {
    setDone(null);
    await save({ variables: { userUuid, entry: { field, value } } });
    setDone(`« ${field} » est enregistré.`);
  };

  return (
    <Section title="Informations complémentaires">
      <ErrorAlert error={error ?? saving.error} />
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Aucune information complémentaire.
        </Typography>
      ) : null}
      {entries.map((entry) => {
        const text = edits[entry.field] ?? shown(entry.value);
        return (
          <Box key={entry.field} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5 }}>
            <TextField
              label={entry.field}
              size="small"
              value={text}
              onChange={(e) => setEdits({ ...edits, [entry.field]: e.target.value })}
              sx={{ flexGrow: 1 }}
            />
            <Button
              disabled={saving.loading || text === shown(entry.value)}
              onClick={() => void store(entry.field, typedValue(entry.value, text)).catch(() => undefined)}
            >
              Enregistrer
            </Button>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
        <TextField
          label="Nouveau champ"
          size="small"
          value={newField}
          onChange={(e) => setNewField(e.target.value)}
        />
        <TextField
          label="Valeur"
          size="small"
          value={newValue}
          onChange={(e) => setNewValue(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button
          variant="outlined"
          disabled={saving.loading || !newField.trim()}
          onClick={() =>
            void store(newField.trim(), typedValue('', newValue))
              .then(() => {
                setNewField('');
                setNewValue('');
              })
              .catch(() => undefined)
          }
        >
          Ajouter
        </Button>
      </Box>
      {done ? (
        <Typography role="status" color="success.main" sx={{ mt: 1 }}>
          {done}
        </Typography>
      ) : null}
    </Section>
  );
}
