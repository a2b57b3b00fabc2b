import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { analyseFile, compareAnalyses, type AnalysisWithCorrection } from '../analyse/analyse';
import { parseDate, lastDate, DateIssue } from '../read/date';
import { formatSummary, summaryOfControls } from './summary';

const USAGE = `Usage : npm run fec -- analyse <fichier> [<fichier2> <fichier3>] [options]

Options :
  --json                 sortie JSON (montants en centimes)
  --year-end AAAAMMJJ    date de clôture de l'exercice (sinon : nom du fichier, ou déduite des écritures)
  --year-start AAAAMMJJ  date d'ouverture, pour un exercice qui ne dure pas 12 mois
  --first-year           premier exercice (pas d'à-nouveaux attendus)
  --liasse 2050|2033     régime déclaré : réel normal (2050-2053) ou simplifié (2033-A/B) ; sinon selon le chiffre d'affaires
  --corrected <sortie>   écrit le FEC corrigé (et <sortie>.modifications.csv)
  --encoding <enc>       encodage du FEC corrigé : utf-8 (défaut), utf-8-bom, iso-8859-15
Codes de sortie : 0 fichier analysé (quels que soient les constats), 2 fichier illisible comme FEC, 1 usage.`;

function fail(message: string, code: number): never {
  process.stderr.write(message + '\n');
  process.exit(code);
}

function dateOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const d = parseDate(value);
  if (lastDate.issue !== DateIssue.None)
    fail(`Option ${name} : « ${value} » n'est pas une date AAAAMMJJ valide.`, 1);
  return d;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        'year-end': { type: 'string' },
        'year-start': { type: 'string' },
        'first-year': { type: 'boolean', default: false },
        liasse: { type: 'string' },
        corrected: { type: 'string' },
        encoding: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    fail(`${(e as Error).message}\n\n${USAGE}`, 1);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  const [command, ...files] = positionals;
  if (command !== 'analyse' && command !== 'analyze') fail(USAGE, 1);
  if (files.length === 0) fail(`Aucun fichier à analyser.\n\n${USAGE}`, 1);
  if (files.length > 3) fail('Une multi-analyse porte sur 3 FEC au maximum.', 1);
  if (values.corrected && files.length > 1) fail("L'option --corrected s'emploie avec un seul fichier.", 1);
  const encoding = values.encoding ?? 'utf-8';
  if (!['utf-8', 'utf-8-bom', 'iso-8859-15'].includes(encoding))
    fail(`Encodage « ${encoding} » non proposé : utf-8, utf-8-bom ou iso-8859-15.`, 1);
  const taxForm = values.liasse;
  if (taxForm !== undefined && taxForm !== '2050' && taxForm !== '2033')
    fail(`Liasse « ${taxForm} » inconnue : 2050 (réel normal) ou 2033 (réel simplifié).`, 1);
  const yearEnd = dateOption(values['year-end'], '--year-end');
  const yearStart = dateOption(values['year-start'], '--year-start');
  if (yearStart && yearEnd && yearStart > yearEnd) fail('Date de début > date de fin.', 1);

  if (values.corrected && !existsSync(dirname(resolve(values.corrected))))
    fail(`Dossier introuvable pour --corrected : ${dirname(resolve(values.corrected))}`, 1);
  for (const f of files) {
    if (!existsSync(f)) fail(`Fichier introuvable : ${f}`, 2);
    if (statSync(f).isDirectory()) fail(`${f} est un dossier, pas un fichier FEC.`, 2);
  }
  const results: AnalysisWithCorrection[] = [];
  for (const f of files) {
    results.push(
      await analyseFile(f, {
        yearEnd,
        yearStart,
        firstYear: values['first-year'],
        taxForm,
        // One user waiting for one file: a large one is read on a second core.
        readerThread: 'auto',
        corrected: values.corrected
          ? {
              output: values.corrected,
              changeLog: values.corrected + '.modifications.csv',
              encoding: encoding as 'utf-8',
            }
          : undefined,
      }),
    );
  }
  const unreadable = results.filter((r) => !r.readable);
  const comparison = results.length > 1 && unreadable.length === 0 ? compareAnalyses(results) : null;
  if (values.json) {
    const doc =
      results.length === 1 ? results[0].report : { analyses: results.map((r) => r.report), comparison };
    process.stdout.write(JSON.stringify(doc) + '\n');
  } else {
    process.stdout.write(results.map(formatSummary).join('\n\n') + '\n');
    if (comparison) process.stdout.write('\nMulti-analyse\n' + summaryOfControls(comparison) + '\n');
  }
  for (const r of unreadable) {
    const fatal = r.report.format.diagnostics.find((d) => d.severity === 'ERROR');
    process.stderr.write(`${r.report.file.name} : ${fatal?.message ?? 'fichier illisible comme FEC.'}\n`);
  }
  return unreadable.length > 0 ? 2 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`Erreur inattendue : ${(e as Error).message}\n`);
    process.exitCode = 1;
  },
);
