import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { FilesFecRowFragment } from '../../../__generated__/graphql';
import type { Session } from '../../session/SessionProvider';
import { CORRECTED_LABELS } from '../utils/status';

export type FecAction =
  'analysis' | 'report' | 'unlock' | 'access' | 'rerun' | 'corrected' | 'extra' | 'move' | 'delete';

/** What a row offers, by the user's rights (`can`) and their write access to that FEC. */
export function FecActionsMenu(props: {
  anchor: HTMLElement | null;
  fec: FilesFecRowFragment | null;
  can: Session['can'];
  onAction: (action: FecAction, fec: FilesFecRowFragment) => void;
  onClose: () => void;
}) {
  const { fec, can } = props;
  if (!fec) return null;
  const corrected = fec.latestAnalysis?.correctedStatus ?? 'NONE';
  const analysed = fec.latestAnalysis?.status === 'DONE';
  const act = (action: FecAction) => () => {
    props.onClose();
    props.onAction(action, fec);
  };
  const items = [
    fec.latestAnalysisUuid && can('analysis', 'result', 'read') && (
      <MenuItem key="analysis" onClick={act('analysis')}>
        Voir l&apos;analyse
      </MenuItem>
    ),
    // Spec §2, §6: reports start from a finished analysis; Members may generate them on FECs granted to them.
    analysed && can('report', 'report', 'generate') && (
      <MenuItem key="report" onClick={act('report')}>
        Générer des rapports
      </MenuItem>
    ),
    // Spec §2 « unlock »: a FEC analysed under the free offer (its dialog tells a user who may not pay why not).
    fec.locked && analysed && (
      <MenuItem key="unlock" onClick={act('unlock')}>
        Débloquer
      </MenuItem>
    ),
    can('fec', 'access', 'read') && (
      <MenuItem key="access" onClick={act('access')}>
        Gérer les accès
      </MenuItem>
    ),
    fec.canWrite && can('analysis', 'result', 'rerun') && (
      <MenuItem key="rerun" onClick={act('rerun')}>
        Relancer l&apos;analyse
      </MenuItem>
    ),
    can('fec', 'corrected', 'download') &&
      !fec.locked &&
      (corrected === 'NONE' ? (
        analysed && (
          <MenuItem key="corrected" onClick={act('corrected')}>
            <ListItemText
              primary="Générer le FEC corrigé"
              secondary={`FEC corrigé : ${CORRECTED_LABELS.NONE}`}
            />
          </MenuItem>
        )
      ) : (
        <MenuItem
          key="corrected"
          component="a"
          href={`/download/fecs/${fec.uuid}/corrected`}
          onClick={props.onClose}
        >
          <ListItemText
            primary="Télécharger le FEC corrigé"
            secondary={`FEC corrigé : ${CORRECTED_LABELS[corrected]}`}
          />
        </MenuItem>
      )),
    can('fec', 'extra', 'read') && (
      <MenuItem key="extra" onClick={act('extra')}>
        Informations complémentaires
      </MenuItem>
    ),
    fec.canWrite && (
      <MenuItem key="move" onClick={act('move')}>
        Déplacer
      </MenuItem>
    ),
    <MenuItem key="download" component="a" href={fec.downloadUrl} onClick={props.onClose}>
      Télécharger le FEC
    </MenuItem>,
    fec.canWrite && can('fec', 'file', 'delete') && (
      <MenuItem key="delete" onClick={act('delete')} sx={{ color: 'error.main' }}>
        Supprimer
      </MenuItem>
    ),
  ].filter(Boolean);

  return (
    <Menu anchorEl={props.anchor} open={Boolean(props.anchor)} onClose={props.onClose}>
      {items}
    </Menu>
  );
}
