import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReportsRowFragment } from '../../../__generated__/graphql';
import { FORMAT_LABELS, REPORT_FORMATS } from '../utils/labels';

/** One plain link per produced document (the gateway streams it with the browser's session). */
export function ReportDownloads({ report }: { report: Pick<ReportsRowFragment, 'name' | 'files'> }) {
  const files = REPORT_FORMATS.flatMap((format) => report.files.filter((f) => f.format === format));
  if (files.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {files.map((file) => (
        <Button
          key={file.format}
          size="small"
          component="a"
          href={file.url}
          download={file.fileName}
          startIcon={<Download fontSize="small" />}
          aria-label={`Télécharger ${report.name} en ${FORMAT_LABELS[file.format]}`}
        >
          {FORMAT_LABELS[file.format]}
        </Button>
      ))}
    </Stack>
  );
}
