import pg from 'pg';

/**
 * One PostgreSQL database per Jest worker (tests/jest/worker-database.cjs): its name, and that a file on
 * PostgreSQL does run on its worker's database, created before the run.
 */
const { workerDatabaseUrl, postgresBaseUrl } = require('./worker-database.cjs') as {
  workerDatabaseUrl(base: string, workerId: string | number): string;
  postgresBaseUrl(env: Record<string, string | undefined>): string | undefined;
};

describe('workerDatabaseUrl', () => {
  it('adds the worker’s number to the database’s name, keeping the rest of the URL', () => {
    expect(workerDatabaseUrl('postgres://postgres@127.0.0.1:5432/test', 2)).toBe(
      'postgres://postgres@127.0.0.1:5432/test_w2',
    );
    expect(workerDatabaseUrl('postgres://u:p%40ss@db:6543/fec_ci?sslmode=disable', '1')).toBe(
      'postgres://u:p%40ss@db:6543/fec_ci_w1?sslmode=disable',
    );
    // No database in the URL: PostgreSQL's default, the user's name.
    expect(workerDatabaseUrl('postgres://alice@localhost', 3)).toBe('postgres://alice@localhost/alice_w3');
  });

  it('refuses a name PostgreSQL would cut at 63 bytes', () => {
    expect(() => workerDatabaseUrl(`postgres://h/${'x'.repeat(60)}`, 12)).toThrow(/trop long/);
  });

  it('is for PostgreSQL runs only', () => {
    expect(postgresBaseUrl({ DATABASE_URL: ' postgres://h/test ' })).toBe('postgres://h/test');
    expect(postgresBaseUrl({ DATABASE_URL: 'postgres://h/test', TEST_DATABASE: 'pglite' })).toBeUndefined();
    expect(postgresBaseUrl({ DATABASE_URL: '' })).toBeUndefined();
    expect(postgresBaseUrl({})).toBeUndefined();
  });
});

const url = process.env.TEST_DATABASE === 'pglite' ? undefined : process.env.DATABASE_URL?.trim();

(url ? it : it.skip)('runs this file on its worker’s own database', async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    expect(rows[0].name).toMatch(new RegExp(`_w${process.env.JEST_WORKER_ID ?? '1'}$`));
  } finally {
    await client.end();
  }
});
