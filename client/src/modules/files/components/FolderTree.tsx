import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { useState } from 'react';
import { useFilesFolderChildrenQuery } from '../../../__generated__/graphql';

export const ROOT_UUID = '-1';
export const ROOT_NAME = 'Racine';

interface TreeProps {
  selectedUuid: string;
  onSelect: (uuid: string, name: string) => void;
  /** Folders opened at first display (the current folder's ancestors). */
  openPath?: readonly string[];
  /** A folder (and its sub-tree) that cannot be chosen: the folder being moved. */
  excludedUuid?: string;
  label: string;
}

/** The account's folders, each level read when opened (the root first). */
export function FolderTree(props: TreeProps) {
  return (
    <Box component="nav" aria-label={props.label}>
      <List dense sx={{ py: 0 }}>
        <FolderNode {...props} uuid={ROOT_UUID} name={ROOT_NAME} depth={0} hasChildren />
      </List>
    </Box>
  );
}

function FolderNode(props: TreeProps & { uuid: string; name: string; depth: number; hasChildren: boolean }) {
  const { uuid, name, depth, selectedUuid, openPath, excludedUuid } = props;
  const [open, setOpen] = useState(uuid === ROOT_UUID || Boolean(openPath?.includes(uuid)));
  const children = useFilesFolderChildrenQuery({ variables: { uuid }, skip: !open || !props.hasChildren });
  const selected = uuid === selectedUuid;
  const items = (children.data?.folder?.children ?? []).filter((c) => c.uuid !== excludedUuid);

  return (
    <>
      {/* The toggle beside the row, never inside it: a button within a button is unreachable (axe: nested-interactive). */}
      <ListItem disablePadding sx={{ pl: 1 + depth * 2 }}>
        {props.hasChildren ? (
          <IconButton
            size="small"
            aria-label={`${open ? 'Replier' : 'Déplier'} ${name}`}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            sx={{ '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 30, flexShrink: 0 }} />
        )}
        <ListItemButton
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={() => props.onSelect(uuid, name)}
          sx={{
            pl: 0.5,
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <ListItemIcon sx={{ minWidth: 30 }}>
            {selected ? <FolderOpenIcon fontSize="small" color="primary" /> : <FolderIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText primary={name} slotProps={{ primary: { noWrap: true } }} />
          {open && children.loading && <CircularProgress size={14} aria-label={`Chargement de ${name}`} />}
        </ListItemButton>
      </ListItem>
      {open &&
        items.map((child) => (
          <FolderNode
            key={child.uuid}
            {...props}
            uuid={child.uuid}
            name={child.name}
            depth={depth + 1}
            hasChildren={child.nbFolders > 0}
          />
        ))}
    </>
  );
}
