import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDocumentationQuery, type DocumentKind } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { Section } from '../components/Section';

const KIND_LABELS: Record<DocumentKind, string> = {
  GUIDE: 'Guide',
  CATALOGUE: 'Catalogue',
  TERMS: 'CGU',
  SALES_TERMS: 'CGV',
  PRIVACY: 'Confidentialité',
};

const frDate = (iso: string) => iso.split('-').reverse().join('/');

/** /mon-compte/ma-documentation (spec §2): the product's documents, each opened in a new tab. */
export default function DocumentationPage() {
  const { data, loading, error } = useDocumentationQuery();
  if (loading && !data) return <PageLoader />;
  return (
    <Section title="Ma documentation">
      <ErrorAlert error={error} />
      <Typography sx={{ mb: 2 }}>
        Chaque document s&apos;ouvre dans un nouvel onglet ; utilisez l&apos;impression du navigateur pour
        l&apos;enregistrer en PDF.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Documents">
          <TableHead>
            <TableRow>
              <TableCell>Document</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Mis à jour le</TableCell>
              <TableCell>Format</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.documentation.map((d) => (
              <TableRow key={d.slug}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {d.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {d.description}
                  </Typography>
                </TableCell>
                <TableCell>{KIND_LABELS[d.kind]}</TableCell>
                <TableCell>{frDate(d.updatedAt)}</TableCell>
                <TableCell>{d.format.toUpperCase()}</TableCell>
                <TableCell align="right">
                  <Button
                    href={d.url}
                    target="_blank"
                    rel="noopener"
                    size="small"
                    endIcon={<OpenInNewIcon />}
                    aria-label={`Ouvrir : ${d.title}`}
                  >
                    Ouvrir
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}
