import { getOperationAST, parse } from 'graphql';
import { answerFieldCount } from './answer-fields';

function countOf(query: string, data: unknown, stopAt?: number) {
  const document = parse(query);
  return answerFieldCount(document, getOperationAST(document)!, data, stopAt);
}

describe('answerFieldCount', () => {
  it('counts each field of each object, through lists and nested lists', () => {
    const data = {
      folder: {
        uuid: 'f',
        fecs: [
          { uuid: 'a', tags: ['x', 'y'], analyses: [[{ uuid: '1' }], [{ uuid: '2' }, { uuid: '3' }]] },
          { uuid: 'b', tags: null, analyses: [] },
        ],
      },
    };
    // folder, uuid, fecs; 2 × (uuid, tags, analyses); 3 analyses' uuid.
    expect(countOf('{ folder { uuid fecs { uuid tags analyses { uuid } } } }', data)).toBe(3 + 6 + 3);
  });

  it('a JSON scalar is one field, whatever it holds', () => {
    const rows = [{ line: 12, detail: { a: 1, b: 2 } }, { line: 13 }];
    expect(countOf('{ control { controlId rows } }', { control: { controlId: 'EQ', rows } })).toBe(3);
  });

  it('follows aliases, inline fragments and named fragments (spread more than once too)', () => {
    const query = `query Q { a: folder { ...F ... on Folder { children { uuid } } } b: folder { ...F ...F } }
      fragment F on Folder { uuid name: label }`;
    const data = {
      a: { uuid: '1', name: 'A', children: [{ uuid: '2' }, { uuid: '3' }] },
      b: { uuid: '4', name: 'B' },
    };
    expect(countOf(query, data)).toBe(1 + 3 + 2 + 1 + 2);
  });

  it('null objects and absent keys count as what the answer holds', () => {
    expect(countOf('{ folder { uuid children { uuid } } }', { folder: null })).toBe(1);
    expect(countOf('{ folder { uuid children { uuid } } }', { folder: { uuid: 'x', children: null } })).toBe(
      3,
    );
  });

  it('stops counting once past stopAt', () => {
    const data = { items: Array.from({ length: 10_000 }, (_, i) => ({ uuid: String(i) })) };
    expect(countOf('{ items { uuid } }', data)).toBe(10_001);
    expect(countOf('{ items { uuid } }', data, 100)).toBe(101);
  });
});
