import type { ControlRun } from '../model/control';
import { makeFecLine } from '../model/line';
import { ControlPass } from './control-pass';

describe('ControlPass', () => {
  it('calls every hook of every run, in order: lines as they come, an entry when it closes', () => {
    const calls: string[] = [];
    const runs: ControlRun[] = [
      { onLine: (l) => void calls.push(`a${l.line}`), finish: () => null! },
      { onEntry: (e) => void calls.push(`b${e.firstLine}`), finish: () => null! },
      {
        onLine: (l) => void calls.push(`c${l.line}`),
        onEntry: () => void calls.push('d'),
        finish: () => null!,
      },
    ];
    const pass = new ControlPass(runs);
    pass.push(makeFecLine({ line: 7, journalCode: 'VT', ecritureNum: '1', debit: 100 }));
    expect(calls).toEqual(['a7', 'c7']);
    const { aggregates } = pass.finish();
    expect(calls).toEqual(['a7', 'c7', 'b7', 'd']);
    expect(aggregates).toMatchObject({ lines: 1, entries: 1, debit: 100 });
  });
});
