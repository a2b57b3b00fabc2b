import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import {
  useFilesCreateFolderMutation,
  useFilesDeleteFolderMutation,
  useFilesMoveFolderMutation,
  useFilesRenameFolderMutation,
} from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import type { Session } from '../../session/SessionProvider';
import { FolderNameDialog } from './FolderNameDialog';
import { FolderPickerDialog } from './FolderPickerDialog';
import { ROOT_UUID } from './FolderTree';

const refetchQueries = ['FilesFolderPage', 'FilesFolderChildren'];

/** Create, rename, move, delete and download the current folder (spec §2), by the user's rights. */
export function FolderActions(props: {
  folder: { uuid: string; name: string; parentUuid: string | null; downloadUrl: string };
  can: Session['can'];
  onDeleted: (parentUuid: string) => void;
  onCreated: (uuid: string) => void;
  notify: (message: string) => void;
}) {
  const { folder, can } = props;
  const isRoot = folder.uuid === ROOT_UUID;
  const [dialog, setDialog] = useState<'create' | 'rename' | 'move' | 'delete' | null>(null);
  const [create] = useFilesCreateFolderMutation({ refetchQueries, awaitRefetchQueries: true });
  const [rename] = useFilesRenameFolderMutation({ refetchQueries });
  const [move] = useFilesMoveFolderMutation({ refetchQueries });
  const [remove, removeState] = useFilesDeleteFolderMutation({ refetchQueries });
  const close = () => setDialog(null);

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {can('folder', 'tree', 'create') && (
          <Button startIcon={<CreateNewFolderIcon />} onClick={() => setDialog('create')}>
            Nouveau répertoire
          </Button>
        )}
        {!isRoot && can('folder', 'tree', 'rename') && (
          <Button startIcon={<EditIcon />} onClick={() => setDialog('rename')}>
            Renommer
          </Button>
        )}
        {!isRoot && can('folder', 'tree', 'move') && (
          <Button startIcon={<DriveFileMoveIcon />} onClick={() => setDialog('move')}>
            Déplacer le répertoire
          </Button>
        )}
        {!isRoot && can('folder', 'tree', 'delete') && (
          <Button startIcon={<DeleteIcon />} color="error" onClick={() => setDialog('delete')}>
            Supprimer le répertoire
          </Button>
        )}
        {can('folder', 'tree', 'download') && (
          <Button startIcon={<DownloadIcon />} component="a" href={folder.downloadUrl}>
            Télécharger le répertoire
          </Button>
        )}
      </Stack>

      <FolderNameDialog
        open={dialog === 'create'}
        title="Nouveau répertoire"
        submitLabel="Créer"
        onClose={close}
        onSubmit={async (name) => {
          const result = await create({ variables: { name, parentUuid: folder.uuid } });
          props.notify(`Répertoire « ${name} » créé.`);
          if (result.data) props.onCreated(result.data.createFolder.uuid);
        }}
      />
      <FolderNameDialog
        open={dialog === 'rename'}
        title="Renommer le répertoire"
        submitLabel="Renommer"
        initialName={folder.name}
        onClose={close}
        onSubmit={(name) => rename({ variables: { uuid: folder.uuid, name } })}
      />
      {dialog === 'move' && (
        <FolderPickerDialog
          open
          title={`Déplacer « ${folder.name} »`}
          excludedUuid={folder.uuid}
          onClose={close}
          onSubmit={(parentUuid) => move({ variables: { uuid: folder.uuid, parentUuid } })}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Supprimer le répertoire"
        confirmLabel="Supprimer"
        danger
        busy={removeState.loading}
        onClose={close}
        onConfirm={async () => {
          try {
            const result = await remove({ variables: { uuid: folder.uuid } });
            close();
            props.onDeleted(result.data?.deleteFolder.fecsMovedTo ?? folder.parentUuid ?? ROOT_UUID);
          } catch (error) {
            close();
            props.notify(errorMessage(error));
          }
        }}
      >
        Supprimer « {folder.name} » et ses sous-répertoires ? Les FEC qu&apos;ils contiennent sont déplacés
        dans le répertoire parent.
      </ConfirmDialog>
    </>
  );
}
