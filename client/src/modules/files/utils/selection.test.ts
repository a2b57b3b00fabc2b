import { limitSelection } from './selection';
import { anyRunning } from './status';
import type { FilesFecRowFragment } from '../../../__generated__/graphql';

describe('FEC selection for a multi-analysis (spec §5: 1 to 3)', () => {
  it('keeps up to 3 FECs', () => {
    expect(limitSelection({ type: 'include', ids: new Set(['a', 'b', 'c']) }, ['a', 'b', 'c', 'd'])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('refuses a 4th', () => {
    expect(
      limitSelection({ type: 'include', ids: new Set(['a', 'b', 'c', 'd']) }, ['a', 'b', 'c', 'd']),
    ).toBeNull();
  });
  it('reads "select all" as the page minus the excluded rows', () => {
    expect(limitSelection({ type: 'exclude', ids: new Set() }, ['a', 'b', 'c', 'd'])).toBeNull();
    expect(limitSelection({ type: 'exclude', ids: new Set(['d']) }, ['a', 'b', 'c', 'd'])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('live status', () => {
  const fec = (status: string | null, corrected = 'NONE') =>
    ({
      status,
      latestAnalysis: status ? { uuid: 'x', status, correctedStatus: corrected } : null,
    }) as unknown as FilesFecRowFragment;
  it('polls while an analysis waits, runs or a FEC is generated', () => {
    expect(anyRunning([fec('DONE'), fec('WAITSTART')])).toBe(true);
    expect(anyRunning([fec('INPROGRESS')])).toBe(true);
    expect(anyRunning([fec('GENERATING')])).toBe(true);
    expect(anyRunning([fec('DONE', 'IN_PROGRESS')])).toBe(true);
  });
  it('stops once every analysis is over', () => {
    expect(anyRunning([fec('DONE'), fec('ERROR'), fec('POSTCONDITION'), fec(null)])).toBe(false);
  });
});
