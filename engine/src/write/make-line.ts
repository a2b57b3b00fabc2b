import type { FecLine } from '../model';

/** A FecLine with every field blank, overridden by `fields` (tests, generators, fixtures). */
export function makeFecLine(fields: Partial<FecLine> = {}): FecLine {
  return {
    line: 0,
    journalCode: '',
    journalLib: '',
    ecritureNum: '',
    ecritureDate: 0,
    compteNum: '',
    compteLib: '',
    compAuxNum: '',
    compAuxLib: '',
    pieceRef: '',
    pieceDate: 0,
    ecritureLib: '',
    debit: 0,
    credit: 0,
    ecritureLet: '',
    dateLet: 0,
    validDate: 0,
    montantDevise: null,
    idevise: '',
    dateRglt: 0,
    modeRglt: '',
    natOp: '',
    idClient: '',
    extra: null,
    ...fields,
  };
}
