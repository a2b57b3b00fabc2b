import fc from 'fast-check';
import { splitQuoted } from './split';

describe('splitQuoted', () => {
  it('unwraps quoted fields and escaped quotes', () => {
    expect(splitQuoted('"a;b";c;"d""e"', ';')).toEqual(['a;b', 'c', 'd"e']);
    expect(splitQuoted('a;;"";x', ';')).toEqual(['a', '', '', 'x']);
    expect(splitQuoted(' "pad" ;12" écran', ';')).toEqual(['pad', '12" écran']);
    expect(splitQuoted('"open;end', ';')).toEqual(['open;end']);
  });
  it('agrees with split() on lines without quotes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !s.includes('"') && !s.includes('\t')),
          { minLength: 1 },
        ),
        (fields) => {
          const line = fields.join('\t');
          expect(splitQuoted(line, '\t')).toEqual(line.split('\t'));
        },
      ),
    );
  });
});
