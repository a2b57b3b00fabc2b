import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type {
  ConformityPanel_TesterFragment,
  FecConformity,
  TesterSeverity,
} from '../../../__generated__/graphql';
import { formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useCorrectedFec } from '../hooks/useCorrectedFec';
import { RenameHint } from './AnalysisActions';
import type { AnalysisItem } from '../types';
import {
  BEYOND_TESTER_LABEL,
  CONFORMITY_LABELS,
  TESTER_MODE_LABELS,
  TESTER_NAME,
  TESTER_SEVERITY_LABELS,
  TESTER_SEVERITY_ORDER,
  diagnosticLabel,
  isBeyondTester,
} from '../utils/labels';

type TesterReason = ConformityPanel_TesterFragment['reasons'][number];

/**
 * Verdict colours chosen for contrast (WCAG AA on small text): the palette's orange under white text is not
 * enough, so « avec des alertes » is dark brown on light orange.
 */
const VERDICT_STYLES: Record<FecConformity, { bgcolor: string; color: string }> = {
  CONFORME: { bgcolor: '#1b5e20', color: '#fff' },
  CONFORME_AVEC_ALERTES: { bgcolor: '#ffe0b2', color: '#5d2c00' },
  NON_CONFORME: { bgcolor: '#b71c1c', color: '#fff' },
};

const SEVERITY_STYLES: Record<TesterSeverity, { borderColor: string; color: string }> = {
  ERROR: { borderColor: '#b71c1c', color: '#b71c1c' },
  ALERT: { borderColor: '#8a4500', color: '#8a4500' },
  INFO: { borderColor: '#455a64', color: '#37474f' },
};

export function VerdictChip({ verdict, label }: { verdict: FecConformity; label: string }) {
  return (
    <Chip
      size="small"
      label={CONFORMITY_LABELS[verdict]}
      aria-label={`${label} : ${CONFORMITY_LABELS[verdict]}`}
      sx={{ ...VERDICT_STYLES[verdict], fontWeight: 600 }}
    />
  );
}

/** Where a reason applies: the header, some lines (the first ones given), or the whole file (nothing). */
function reasonPlace(r: TesterReason): string {
  const lines = r.lines.filter((l) => l > 0);
  if (lines.length === 0) return '';
  if (r.count <= 1 && lines.length === 1)
    return lines[0] === 1 ? 'Ligne 1 (en-tête)' : `Ligne ${formatInteger(lines[0])}`;
  const shown = lines.map((l) => formatInteger(l)).join(', ');
  return lines.length < r.count
    ? `${formatInteger(r.count)} lignes — premières : ${shown}…`
    : `${formatInteger(r.count)} lignes : ${shown}`;
}

function ReasonList({ reasons, label }: { reasons: TesterReason[]; label: string }) {
  const sorted = [...reasons].sort(
    (a, b) => TESTER_SEVERITY_ORDER.indexOf(a.severity) - TESTER_SEVERITY_ORDER.indexOf(b.severity),
  );
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {sorted.map((r, i) => {
        const place = reasonPlace(r);
        return (
          <Box
            component="li"
            key={`${r.code}-${r.column}-${i}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}
          >
            <Chip
              size="small"
              variant="outlined"
              label={TESTER_SEVERITY_LABELS[r.severity]}
              sx={{ ...SEVERITY_STYLES[r.severity], flexShrink: 0, fontWeight: 600 }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {r.message}
              </Typography>
              {(place || r.fixable) && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {[place, r.fixable ? 'réglé par le FEC corrigé' : ''].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** The DGFiP tester's verdict, its mode, its reasons; the corrected FEC when it settles them. */
function TesterCard({ analysis }: { analysis: AnalysisItem }) {
  const id = useId();
  const tester = analysis.report?.tester;
  const corrected = useCorrectedFec(analysis);
  const rejected = tester?.verdict === 'NON_CONFORME';
  const otherModes = (tester?.byMode ?? []).filter(
    (m) => m.mode !== tester?.mode && m.verdict !== tester?.verdict,
  );
  const showCorrected = !!analysis.correctedTester || (rejected && tester.fixable);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h5" sx={{ mb: 1, fontWeight: 600 }}>
        {TESTER_NAME}
      </Typography>
      {!tester ? (
        <Typography variant="body2" color="text.secondary">
          Verdict de l'outil officiel indisponible pour cette analyse : relancez l'analyse pour l'obtenir.
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <VerdictChip verdict={tester.verdict} label="Verdict de l'outil officiel" />
            <Typography variant="body2" sx={{ fontWeight: 500 }} aria-describedby={`${id}-mode`}>
              À lancer en mode {TESTER_MODE_LABELS[tester.mode]}
            </Typography>
          </Box>
          <Typography id={`${id}-mode`} variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {tester.modeReason}
          </Typography>
          {otherModes.length > 0 && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              Dans un autre mode, l'outil conclurait autrement :{' '}
              {otherModes
                .map((m) => `${TESTER_MODE_LABELS[m.mode]} — ${CONFORMITY_LABELS[m.verdict]}`)
                .join(' ; ')}
              .
            </Typography>
          )}
          {tester.reasons.length === 0 ? (
            <Typography variant="body2">
              Aucun motif : l'outil officiel accepterait ce fichier tel quel.
            </Typography>
          ) : (
            <ReasonList reasons={tester.reasons} label="Motifs de l'outil officiel" />
          )}
          {rejected && (
            <Alert severity={tester.fixable ? 'warning' : 'error'} sx={{ mt: 2 }}>
              {tester.fixable
                ? "L'outil officiel rejetterait ce fichier ; le FEC corrigé règle chacun de ces motifs."
                : "L'outil officiel rejetterait ce fichier : les anomalies que le FEC corrigé ne règle pas sont à corriger dans votre logiciel comptable."}
            </Alert>
          )}
          {showCorrected && <CorrectedFec analysis={analysis} corrected={corrected} />}
        </>
      )}
    </Paper>
  );
}

/** Generate or download the corrected FEC, and what the official tool would say of it. */
function CorrectedFec({
  analysis,
  corrected,
}: {
  analysis: AnalysisItem;
  corrected: ReturnType<typeof useCorrectedFec>;
}) {
  const verdict = analysis.correctedTester?.verdict;
  return (
    <Box sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
      {verdict && (
        // A div: the chip is one, and a paragraph may not hold it.
        <Typography variant="body2" component="div" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          FEC corrigé :{' '}
          <VerdictChip verdict={verdict} label="Verdict de l'outil officiel sur le FEC corrigé" />
        </Typography>
      )}
      {corrected.allowed && (
        <Box>
          {analysis.correctedStatus === 'DONE' ? (
            <>
              <Button variant="contained" component="a" href={corrected.url} download>
                Télécharger le FEC corrigé
              </Button>
              {analysis.fecs[0] && <RenameHint analysis={analysis} />}
            </>
          ) : analysis.correctedStatus === 'IN_PROGRESS' ? (
            <Button variant="contained" disabled>
              FEC corrigé en cours de génération…
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={() => corrected.start({ download: false })}
              disabled={corrected.generating}
            >
              Générer le FEC corrigé
            </Button>
          )}
        </Box>
      )}
      {corrected.waitsForUnlock && (
        <Typography variant="body2" color="text.secondary">
          Débloquez ce FEC pour générer son FEC corrigé.
        </Typography>
      )}
      <ErrorAlert error={corrected.error} />
      {corrected.generationError && <Alert severity="error">{corrected.generationError}</Alert>}
    </Box>
  );
}

/** Our verdict (every rule, the tester's and beyond) and what we found beyond the official tool. */
function OurVerdictCard({ analysis }: { analysis: AnalysisItem }) {
  const id = useId();
  const r = analysis.report;
  const testerCodes = (r?.tester?.reasons ?? []).map((x) => x.code);
  const beyond = (r?.diagnosticCounts ?? [])
    .filter((d) => isBeyondTester(d.code, testerCodes))
    .sort((a, b) => b.count - a.count);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h5" sx={{ mb: 1, fontWeight: 600 }}>
        Notre verdict
      </Typography>
      <Box sx={{ mb: 1 }}>
        {r?.conformity ? (
          <VerdictChip verdict={r.conformity} label="Notre verdict" />
        ) : (
          <Typography variant="body2">—</Typography>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Toutes les règles de l'outil officiel, et celles que nous vérifions au-delà : équilibre des écritures,
        numérotation, dates dans l'exercice, nom du fichier, SIREN, encodage…
      </Typography>
      <Typography variant="body2" component="h6" sx={{ fontWeight: 600, mb: 0.5 }}>
        Nos constats au-delà de l'outil officiel
      </Typography>
      {beyond.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aucun constat au-delà de l'outil officiel.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Constats au-delà de l'outil officiel"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {beyond.map((d) => (
            <Box
              component="li"
              key={d.code}
              sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" component="span">
                {diagnosticLabel(d.code)}
              </Typography>
              <Typography variant="body2" component="span" color="text.secondary">
                ({formatInteger(d.count)})
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={BEYOND_TESTER_LABEL}
                sx={{ borderColor: '#1f3a93', color: '#1f3a93' }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * « Conformité du format » of the FEC information panel: the official tool's verdict and ours, apart (a
 * file can pass the tool and still fail our rules, or the reverse), then the certificate and the CSV.
 */
export function ConformityPanel({ analysis }: { analysis: AnalysisItem }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 2 }}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h4" sx={{ mb: 1 }}>
        Conformité du format
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
        }}
      >
        <TesterCard analysis={analysis} />
        <OurVerdictCard analysis={analysis} />
      </Box>
      {(analysis.certificateUrl || analysis.diagnosticsCsvUrl) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          {analysis.certificateUrl && (
            <Button variant="outlined" component="a" href={analysis.certificateUrl} download>
              Certificat de conformité (PDF)
            </Button>
          )}
          {analysis.diagnosticsCsvUrl && (
            <Button variant="outlined" component="a" href={analysis.diagnosticsCsvUrl} download>
              Diagnostics (CSV)
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
