import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useRef, useState, type DragEvent } from 'react';
import { formatSize } from '../../../shared/format';

/** Drop area plus a "Parcourir" button; hands over the chosen files as they are (checked by the page). */
export function DropZone(props: {
  onFiles: (files: File[]) => void;
  multiple: boolean;
  maxFiles: number;
  maxBytes: number;
  /** False while the limits load: no figure is shown rather than a default that changes. */
  limitsKnown?: boolean;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!props.disabled) props.onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="fec-drop-zone"
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <CloudUploadIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ mb: 1 }}>
        {props.multiple ? 'Glissez-déposez vos FEC ici' : 'Glissez-déposez votre FEC ici'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="fec-limits-hint">
        Fichiers .txt ou .csv
        {props.limitsKnown === false
          ? ''
          : `${props.multiple ? `, ${props.maxFiles} fichiers au plus` : ''}, ${formatSize(props.maxBytes)} au plus par fichier`}
      </Typography>
      {/* A real button that opens the file picker: MUI's <label> styled as one ignores Enter. */}
      <Button variant="contained" disabled={props.disabled} onClick={() => input.current?.click()}>
        Parcourir
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept=".txt,.csv"
        multiple={props.multiple}
        aria-label="Choisir des fichiers FEC"
        onChange={(e) => {
          props.onFiles(Array.from(e.target.files ?? []));
          // Choosing the same file again must fire a change.
          e.target.value = '';
        }}
      />
    </Box>
  );
}
