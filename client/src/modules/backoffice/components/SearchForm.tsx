import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** A search box whose text is submitted (Entrée or the button), not sent at each key press. */
export function SearchForm(props: {
  /** The search landmark's name (« Recherche de comptes »). */
  name: string;
  label: string;
  hint: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const submit = () => props.onSearch(text.trim());
  // Not a <form>: a submit that navigates (a transition) makes React build the form's FormData, which the
  // jsdom component tests cannot; Entrée in the field and the button do the same.
  return (
    <Box
      role="search"
      aria-label={props.name}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2, maxWidth: 760 }}
    >
      <TextField
        label={props.label}
        helperText={props.hint}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          }
        }}
        size="small"
        fullWidth
        type="search"
      />
      <Button onClick={submit} variant="contained" startIcon={<Search />} sx={{ flexShrink: 0, mt: '2px' }}>
        Rechercher
      </Button>
    </Box>
  );
}
