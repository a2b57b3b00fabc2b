import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  useEcfMissionQuery,
  useMarkEcfMissionSentMutation,
  useSignEcfMissionMutation,
  type EcfMissionDetailFragment,
} from '../../../__generated__/graphql';
import { formatDate, formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { analysisUrl } from '../../analyses/utils/route-state';
import { useSession } from '../../session/SessionProvider';
import { EcfPointSection, type AnalysisLinks } from '../components/EcfPointSection';
import {
  ECF_HOME,
  INCOME_REGIME_LABELS,
  STATE_COLORS,
  VAT_REGIME_LABELS,
  fiscalYearLabel,
} from '../utils/labels';

/** Links into the mission's analysis: a control's detail (`?controle=`), an account's ledger (`?compte=`). */
export function analysisLinks(m: Pick<EcfMissionDetailFragment, 'analysisUuid' | 'analysis'>): AnalysisLinks {
  const base = {
    kind: 'library' as const,
    root: 'mes-dossiers' as const,
    folderUuid: m.analysis.fecs[0]?.folderUuid ?? '-1',
  };
  return {
    analysis: analysisUrl({ base, view: 'synthese', controlId: null, analysisIds: [m.analysisUuid] }),
    control: (controlId) => analysisUrl({ base, view: 'detail', controlId, analysisIds: [m.analysisUuid] }),
    ledger: (account) =>
      analysisUrl({ base, view: 'grand-livre', controlId: null, account, analysisIds: [m.analysisUuid] }),
  };
}

function Identity({ m }: { m: EcfMissionDetailFragment }) {
  const rows: [string, string | null | undefined][] = [
    ['Entreprise', [m.companyName, m.siren ? `SIREN ${m.siren}` : null].filter(Boolean).join(' — ')],
    ['Adresse', m.companyAddress],
    ['Exercice', fiscalYearLabel(m.fiscalStart, m.fiscalEnd)],
    ['FEC examiné', m.fecName],
    ['Prestataire', m.providerFirmName],
    ['Signataire', [m.signatoryName, m.signatoryQuality].filter(Boolean).join(', ')],
    ['Lettre de mission du', formatDate(m.engagementLetterDate)],
    [
      'Régimes déclarés',
      [
        m.declaredIncomeRegime ? `BIC : ${INCOME_REGIME_LABELS[m.declaredIncomeRegime]}` : null,
        m.declaredVatRegime ? `TVA : ${VAT_REGIME_LABELS[m.declaredVatRegime]}` : null,
        m.vatOnDebits ? 'option pour les débits' : null,
      ]
        .filter(Boolean)
        .join(', ') || null,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0 },
      }}
    >
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </Box>
        ))}
    </Box>
  );
}

/** One ECF mission (issue 38): the ten points, their conclusions, the signature and the compte rendu. */
export default function EcfMissionPage() {
  const { uuid = '' } = useParams();
  const { can } = useSession();
  const { data, loading, error } = useEcfMissionQuery({
    variables: { uuid },
    fetchPolicy: 'cache-and-network',
  });
  const [sign, signing] = useSignEcfMissionMutation();
  const [markSent, sending] = useMarkEcfMissionSentMutation();
  const [asking, setAsking] = useState<'sign' | 'sent' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [open, setOpen] = useState<Set<number> | null>(null);
  // The point open at first (the first still to conclude), chosen once: concluding it does not close it.
  const firstOpen = useRef<number | null | undefined>(undefined);
  const m = data?.ecfMission;
  const links = useMemo(() => (m ? analysisLinks(m) : null), [m]);

  if (loading && !data) return <PageLoader label="Chargement de la mission" />;
  if (!m || !links) {
    return (
      <Box sx={{ p: { xs: 1, md: 3 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Mission ECF
        </Typography>
        <ErrorAlert error={error} />
        {!error && <Alert severity="error">Cette mission ECF n&apos;existe pas.</Alert>}
        <Button component={RouterLink} to={ECF_HOME} sx={{ mt: 2 }}>
          Retour aux missions ECF
        </Button>
      </Box>
    );
  }

  const readOnly = m.state !== 'IN_PROGRESS';
  const canWrite = can('analysis', 'ecf', 'write');
  const maySign = can('analysis', 'ecf', 'sign');
  if (firstOpen.current === undefined)
    firstOpen.current = readOnly ? null : (m.points.find((p) => !p.conclusion)?.number ?? null);
  const expanded = open ?? new Set(firstOpen.current ? [firstOpen.current] : []);
  const toggle = (n: number, isOpen: boolean) => {
    const next = new Set(expanded);
    if (isOpen) next.add(n);
    else next.delete(n);
    setOpen(next);
  };
  const missing = m.points.filter((p) => !p.conclusion).map((p) => p.number);

  const confirm = async () => {
    const what = asking;
    setAsking(null);
    setNotice(null);
    try {
      if (what === 'sign') {
        await sign({ variables: { uuid: m.uuid } });
        setNotice('Mission signée : le compte rendu est définitif et la mission en lecture seule.');
      } else if (what === 'sent') {
        await markSent({ variables: { uuid: m.uuid } });
        setNotice('Compte rendu marqué comme envoyé.');
      }
    } catch {
      // Shown by ErrorAlert.
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Button component={RouterLink} to={ECF_HOME} size="small" sx={{ mb: 1 }}>
        Retour aux missions ECF
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Mission ECF — {m.companyName}
        </Typography>
        <Chip color={STATE_COLORS[m.state]} label={m.stateLabel} aria-label={`État : ${m.stateLabel}`} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Examen de conformité fiscale — {fiscalYearLabel(m.fiscalStart, m.fiscalEnd).toLowerCase()}
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' },
          gap: 2,
          mb: 3,
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ecf-identity">
          <Typography id="ecf-identity" variant="h6" component="h2" sx={{ mb: 1 }}>
            La mission
          </Typography>
          <Identity m={m} />
          <Link component={RouterLink} to={links.analysis} sx={{ display: 'inline-block', mt: 1 }}>
            Voir l&apos;analyse du FEC
          </Link>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ecf-report">
          <Typography id="ecf-report" variant="h6" component="h2" sx={{ mb: 1 }}>
            Compte rendu de mission
          </Typography>
          <Typography variant="body2" id="ecf-progress-label">
            {m.progress.label}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(100 * m.progress.concluded) / Math.max(1, m.progress.total)}
            aria-labelledby="ecf-progress-label"
            sx={{ my: 1, height: 8, borderRadius: 1 }}
          />
          {m.signedAt && (
            <Typography variant="body2">
              Signée{m.signedBy ? ` par ${m.signedBy.displayName}` : ''} le {formatDateTime(m.signedAt)}.
            </Typography>
          )}
          {m.sentAt && (
            <Typography variant="body2">
              Envoyée{m.sentBy ? ` par ${m.sentBy.displayName}` : ''} le {formatDateTime(m.sentAt)}.
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button
              variant="outlined"
              startIcon={<Download />}
              href={m.reportUrls.docx}
              download
              aria-label={`Télécharger le compte rendu${readOnly ? '' : ' (projet)'} en Word`}
            >
              Word
            </Button>
            <Button
              variant="outlined"
              startIcon={<Download />}
              href={m.reportUrls.pdf}
              download
              aria-label={`Télécharger le compte rendu${readOnly ? '' : ' (projet)'} en PDF`}
            >
              PDF
            </Button>
          </Box>
          {!readOnly && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Tant que la mission n&apos;est pas signée, le compte rendu est un projet.
            </Typography>
          )}
          {maySign && m.state === 'IN_PROGRESS' && (
            <Box sx={{ mt: 2 }}>
              <Button
                variant="contained"
                disabled={!m.canSign || signing.loading}
                onClick={() => setAsking('sign')}
              >
                Signer la mission
              </Button>
              {!m.canSign && missing.length > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {missing.length === m.points.length
                    ? 'Concluez d’abord les dix points du chemin d’audit.'
                    : `Concluez d’abord ${missing.length > 1 ? 'les points' : 'le point'} ${missing.join(', ')}.`}
                </Typography>
              )}
            </Box>
          )}
          {maySign && m.state === 'SIGNED' && (
            <Button
              variant="outlined"
              sx={{ mt: 2 }}
              disabled={sending.loading}
              onClick={() => setAsking('sent')}
            >
              Marquer comme envoyé
            </Button>
          )}
          {notice && (
            <Alert severity="success" role="status" sx={{ mt: 1 }} onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
          <ErrorAlert error={signing.error ?? sending.error} />
        </Paper>
      </Box>

      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          La mission est signée : ses points, conclusions et diligences sont en lecture seule.
        </Alert>
      )}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Les dix points du chemin d&apos;audit
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {m.points.map((p) => (
          <EcfPointSection
            key={p.number}
            missionUuid={m.uuid}
            point={p}
            links={links}
            readOnly={readOnly}
            canWrite={canWrite}
            expanded={expanded.has(p.number)}
            onToggle={(isOpen) => toggle(p.number, isOpen)}
          />
        ))}
      </Box>

      <ConfirmDialog
        open={asking === 'sign'}
        title="Signer la mission"
        confirmLabel="Signer la mission"
        busy={signing.loading}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirm()}
      >
        Signer la mission de {m.companyName} ? Le compte rendu devient définitif : les conclusions des dix
        points, les diligences et les commentaires ne pourront plus être modifiés.
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'sent'}
        title="Marquer comme envoyé"
        confirmLabel="Marquer comme envoyé"
        busy={sending.loading}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirm()}
      >
        Confirmez-vous que le compte rendu signé a été envoyé à {m.companyName} ?
      </ConfirmDialog>
    </Box>
  );
}
