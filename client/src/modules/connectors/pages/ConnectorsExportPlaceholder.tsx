import Typography from '@mui/material/Typography';

/**
 * `/mon-compte/connecteurs/export` until the partner keys' page (modules/partners/pages/ExportConnectorsPage)
 * is merged in its place.
 */
export default function ConnectorsExportPlaceholder() {
  return (
    <Typography variant="h5" component="h2">
      Clés d&apos;API et webhooks
    </Typography>
  );
}
