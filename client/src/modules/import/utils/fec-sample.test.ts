import { Blob as NodeBlob } from 'node:buffer';
import { fiscalYearNote, readFecSample } from './fec-sample';

const blob = (text: string | Uint8Array) => new NodeBlob([text]) as unknown as Blob;

describe('readFecSample', () => {
  it('sends a small file whole', async () => {
    expect(await readFecSample(blob('a\tb\n1\t2\n'), 100)).toBe('a\tb\n1\t2\n');
  });

  it('keeps whole lines of the head (with the header) and of the tail', async () => {
    const lines = [
      'JournalCode\tEcritureDate',
      ...Array.from({ length: 50 }, (_, i) => `VE\t2022${String(i).padStart(4, '0')}`),
    ];
    const text = `${lines.join('\n')}\n`;
    const sample = await readFecSample(blob(text), 60);
    const kept = sample.split('\n').filter(Boolean);
    expect(kept[0]).toBe('JournalCode\tEcritureDate');
    expect(kept.at(-1)).toBe(lines.at(-1));
    // Every kept line is a line of the file: none was cut in the middle.
    for (const line of kept) expect(lines).toContain(line);
    expect(sample.length).toBeLessThanOrEqual(120);
  });

  it('reads a windows-1252 file without failing (accents become replacement characters)', async () => {
    const bytes = Uint8Array.from([...Buffer.from('Lib\n'), 0xe9, ...Buffer.from('t\u00e9\n')]);
    expect(await readFecSample(blob(bytes))).toContain('Lib\n\ufffdt');
  });
});

describe('fiscalYearNote', () => {
  it('says the dates come from the entries', () => {
    expect(
      fiscalYearNote(
        { fiscalStart: '2021-09-01', fiscalEnd: '2022-08-31', source: 'FILE_NAME' },
        '2022-08-31',
      ),
    ).toBe("Dates proposées d'après les écritures du fichier : du 01/09/2021 au 31/08/2022.");
    expect(
      fiscalYearNote({ fiscalStart: '2021-09-01', fiscalEnd: '2022-08-31', source: 'DATA' }, undefined),
    ).toBe("Dates proposées d'après les écritures du fichier : du 01/09/2021 au 31/08/2022.");
  });

  it('says when the file name disagrees with the entries', () => {
    expect(
      fiscalYearNote({ fiscalStart: '2022-04-01', fiscalEnd: '2023-03-31', source: 'DATA' }, '2050-09-30'),
    ).toBe(
      "Le nom du fichier indique une clôture au 30/09/2050 mais les écritures couvrent l'exercice du 01/04/2022 au 31/03/2023 : dates proposées d'après les écritures.",
    );
  });
});
