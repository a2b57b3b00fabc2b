import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { memo, useMemo, useState } from 'react';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { CATEGORY_LABELS } from '../utils/labels';
import type { ThemeGroup } from '../utils/controls';
import { patternOf } from '../utils/pattern';
import { CategoryChip } from './CategoryChip';
import { PatternMessage } from './PatternMessage';

const THEME_PREFIX = 'theme:';

/** The control tree, grouped by theme; each control shows its category chip(s), one per FEC shown. */
export const ControlTree = memo(function ControlTree(props: {
  groups: ThemeGroup[];
  selectedId: string | null;
  onSelect: (controlId: string) => void;
}) {
  // Themes start open; the user's closings are remembered while filters change.
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const themeIds = useMemo(() => props.groups.map((g) => THEME_PREFIX + g.theme), [props.groups]);
  const expanded = themeIds.filter((id) => !collapsed.includes(id));

  if (props.groups.length === 0) {
    return <Typography color="text.secondary">Aucun contrôle ne correspond à ces critères.</Typography>;
  }
  return (
    <SimpleTreeView
      aria-label="Arbre des contrôles"
      // A visible focus ring (WCAG 2.4.7), not only the faint grey of the tree's focused item.
      sx={{
        '& .MuiTreeItem-content[data-focused]': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
      }}
      expandedItems={expanded}
      onExpandedItemsChange={(_e, ids) => setCollapsed(themeIds.filter((id) => !ids.includes(id)))}
      selectedItems={props.selectedId}
      onSelectedItemsChange={(_e, id) => {
        if (id && !id.startsWith(THEME_PREFIX)) props.onSelect(id);
      }}
    >
      {props.groups.map((g) => (
        <TreeItem
          key={g.theme}
          itemId={THEME_PREFIX + g.theme}
          // Named from its own label: browsers leave the nested group of controls out of a tree item's name
          // (the APG tree pattern); an aria-label would not contain the visible text (WCAG 2.5.3).
          label={`${g.label} (${g.controls.length})`}
        >
          {g.controls.map((c) => (
            <TreeItem
              key={c.controlId}
              itemId={c.controlId}
              label={
                <>
                  {/*
                    The chips float right of the first line: the label starts beside them and its next lines
                    take the whole width, so a long label reads on two lines. Compact chips (« Conforme »; the
                    code is in their title and in the filters above). The identifier never breaks.
                  */}
                  <Box
                    sx={{ display: 'flow-root', py: 0.25, overflowWrap: 'break-word' }}
                    data-testid="control-label"
                  >
                    <Box
                      aria-hidden
                      sx={{
                        float: 'right',
                        display: 'flex',
                        alignItems: 'center',
                        gap: 0.5,
                        // One text line high (body2): the chip's extra 4 px do not shorten the second line.
                        height: '20px',
                        ml: 1,
                      }}
                    >
                      {c.results.map((r, i) =>
                        r ? <CategoryChip key={i} category={r.result} compact /> : null,
                      )}
                    </Box>
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    >
                      {c.controlId}
                    </Typography>{' '}
                    <Typography variant="body2" component="span">
                      {c.label}
                    </Typography>
                  </Box>
                  <PatternMessage control={c} />
                  {/* The chips' meaning for screen readers, after what is read first: the control. */}
                  <Box component="span" sx={visuallyHidden}>
                    {` : ${c.results.map((r) => (r ? CATEGORY_LABELS[r.result] : 'absent')).join(', ')}`}
                    {patternOf(c) ? ', constat systémique' : ''}
                  </Box>
                </>
              }
            />
          ))}
        </TreeItem>
      ))}
    </SimpleTreeView>
  );
});
