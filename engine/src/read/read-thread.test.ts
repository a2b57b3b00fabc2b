import iconv from 'iconv-lite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseFile, type AnalyseOptions } from '../analyse/analyse';
import { runPipelineThreaded } from '../analyse/pipeline';
import { CONTROLS } from '../controls/catalogue';
import { readOnThread } from './read-thread';

const HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';
const ENTRY = [
  'VE\tVentes\tVE1\t20240115\t411000\tClients\tC001\tDupont\tF1\t20240115\tFacture Dupont\t120,00\t0,00\tA\t20240120\t20240116\t\t',
  'VE\tVentes\tVE1\t20240115\t706000\tPrestations\t\t\tF1\t20240115\tFacture Dupont\t0,00\t100,00\t\t\t20240116\t\t',
  'VE\tVentes\tVE1\t20240115\t445710\tTVA collectée\t\t\tF1\t20240115\tFacture Dupont\t0,00\t20,00\t\t\t20240116\t\t',
];

/** Files the reader treats apart: encodings, line ends, odd lines, variants, failures. */
const FILES: Record<string, Buffer | string> = {
  'vide.txt': '',
  'binaire.txt': Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 7)),
  'entete-seul.txt': HEADER + '\r\n',
  'utf16.txt': Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    iconv.encode([HEADER, ...ENTRY].join('\r\n'), 'utf-16le'),
  ]),
  'latin1.txt': iconv.encode([HEADER, ...ENTRY].join('\n') + '\n', 'iso-8859-15'),
  'cr-seul.txt': [HEADER, ...ENTRY].join('\r') + '\r',
  'mixte.txt': `${HEADER}\n${ENTRY[0]}\r\n${ENTRY[1]}\r\r\n${ENTRY[2]}`,
  'lignes-etranges.txt': [
    HEADER,
    ENTRY[0].replace('Dupont', '"Du;pont"'),
    ' ' + ENTRY[1],
    '',
    '\t\t\t',
    HEADER,
    ENTRY[2].replace('Facture', 'Fac\u0000ture'),
    ENTRY[2].split('\t').slice(0, 12).join('\t'),
    ENTRY[2] + '\tde trop',
  ].join('\n'),
  'montant-sens.txt': [
    HEADER.replace('Debit\tCredit', 'Montant\tSens'),
    ...ENTRY.map((l, i) =>
      l.replace(/\t(\d+,\d\d)\t(\d+,\d\d)\t/, (_, d, c) => (i === 0 ? `\t${d}\tD\t` : `\t${c}\tC\t`)),
    ),
  ].join('\n'),
  'colonnes-en-plus.txt': [HEADER + '\tAnalytique\tProjet', ...ENTRY.map((l, i) => `${l}\tA${i}\tP`)].join(
    '\n',
  ),
};

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fec-thread-'));
  for (const [name, content] of Object.entries(FILES)) writeFileSync(join(dir, name), content);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const json = async (name: string, options: AnalyseOptions) =>
  JSON.stringify(await analyseFile(join(dir, name), { fileName: '732829320FEC20241231.txt', ...options }));

describe('the reading thread', () => {
  it.each(Object.keys(FILES))('reads %s as the single-thread reader does', async (name) => {
    const single = await json(name, {});
    expect(await json(name, { readerThread: true, readerBatchLines: 2 })).toBe(single);
    expect(await json(name, { readerThread: true })).toBe(single);
  });

  it('reads a BNC/BA file declared with commercial-law accounts as the single-thread reader does', async () => {
    const options: AnalyseOptions = { commercialBncBa: true, diagnosticCap: 1 };
    const single = await json('lignes-etranges.txt', options);
    expect(await json('lignes-etranges.txt', { ...options, readerThread: true, readerBatchLines: 1 })).toBe(
      single,
    );
  });

  it('rejects, without hanging, when the file cannot be read', async () => {
    await expect(runPipelineThreaded(join(dir, 'absent.txt'), { controls: CONTROLS })).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('stops the reading thread when the consumer of its lines fails', async () => {
    const read = readOnThread(join(dir, 'latin1.txt'), {
      diagnosticCap: 10,
      batchLines: 1,
      onHeader: () => {},
      onLine: () => {
        throw new Error('contrôle en échec');
      },
    });
    await expect(read).rejects.toThrow('contrôle en échec');
  });
});
