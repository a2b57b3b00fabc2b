import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ResultCategory } from '../../../__generated__/graphql';
import { CATEGORIES, CATEGORY_COLORS, CATEGORY_LABELS } from '../utils/labels';

/** « Filtrer par catégorie » chips (several may be on; none means all) and the control search. */
export function ControlFilters(props: {
  categories: ResultCategory[];
  counts: Record<ResultCategory, number>;
  search: string;
  onCategoriesChange: (categories: ResultCategory[]) => void;
  onSearchChange: (search: string) => void;
}) {
  const toggle = (c: ResultCategory) =>
    props.onCategoriesChange(
      props.categories.includes(c) ? props.categories.filter((x) => x !== c) : [...props.categories, c],
    );
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        label="Rechercher un contrôle"
        value={props.search}
        onChange={(e) => props.onSearchChange(e.target.value)}
        size="small"
        fullWidth
        type="search"
        sx={{ mb: 1.5 }}
      />
      <Typography id="category-filter-label" variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        Filtrer par catégorie
      </Typography>
      <Box
        role="group"
        aria-labelledby="category-filter-label"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {CATEGORIES.map((c) => {
          const on = props.categories.includes(c);
          return (
            <Chip
              key={c}
              component="button"
              aria-pressed={on}
              clickable
              size="small"
              color={on ? CATEGORY_COLORS[c] : 'default'}
              variant={on ? 'filled' : 'outlined'}
              label={`${CATEGORY_LABELS[c]} (${c}) : ${props.counts[c]}`}
              onClick={() => toggle(c)}
            />
          );
        })}
        {props.categories.length > 0 && (
          <Chip
            component="button"
            size="small"
            clickable
            label="Toutes les catégories"
            onClick={() => props.onCategoriesChange([])}
          />
        )}
      </Box>
    </Box>
  );
}
