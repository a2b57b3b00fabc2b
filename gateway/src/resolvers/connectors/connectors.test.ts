import type { TestDatabase } from '../../../../platform/db';
import type { TestUser } from '../../../../api/src/testing/harness';
import { company, newToken, waitProduced } from '../../../../api/src/connectors/testing';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { dataOf, errorOf } from '../users/test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let member: TestUser;

const CONNECTOR = `uuid provider tokenHint companyName siren activity address autoRefresh lastSyncedAt lastError
  createdAt fiscalYears { label startDate endDate current lastImport { uuid status } }`;

type Connector = {
  uuid: string;
  provider: string;
  tokenHint: string;
  companyName: string;
  siren: string | null;
  autoRefresh: boolean;
  lastError: string | null;
  fiscalYears: {
    label: string;
    startDate: string;
    endDate: string;
    lastImport: { uuid: string; status: string } | null;
  }[];
};

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  owner = await g.api.newOwner();
  member = await g.api.newMember(owner.accountUuid, 'Role_Member');
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const add = (token: string, as = owner.accessToken) =>
  g.gql<{ addConnectorToken: Connector }>(
    `mutation ($input: AddConnectorTokenInput!) { addConnectorToken(input: $input) { ${CONNECTOR} } }`,
    { input: { provider: 'PENNYLANE', token } },
    { token: as },
  );

describe('connectors through GraphQL', () => {
  it('adds a token, lists it, imports a fiscal year (GENERATING, then DONE) — the token never answered', async () => {
    const token = newToken();
    g.api.pennylane.addCompany(token, company({ name: 'Atelier GraphQL' }));
    const providers = dataOf(
      await g.gql<{ connectorProviders: { id: string; name: string; tokenHelp: string }[] }>(
        '{ connectorProviders { id name tokenHelp } }',
        {},
        { token: owner.accessToken },
      ),
    );
    expect(providers.connectorProviders.map((p) => p.id)).toEqual(['PENNYLANE']);

    const added = await add(token);
    const connector = dataOf(added).addConnectorToken;
    expect(connector).toMatchObject({
      provider: 'PENNYLANE',
      tokenHint: token.slice(-4),
      companyName: 'Atelier GraphQL',
      siren: '732829320',
      autoRefresh: false,
      lastError: null,
    });
    expect(connector.fiscalYears[0]).toMatchObject({ label: 'Exercice 2025', lastImport: null });

    const imported = await g.gql<{
      importFromConnector: { fec: { uuid: string; status: string; companyName: string } };
    }>(
      `mutation ($input: ImportFromConnectorInput!) {
         importFromConnector(input: $input) { fec { uuid status companyName } } }`,
      {
        input: {
          connectorUuid: connector.uuid,
          startDate: '2025-01-01',
          endDate: '2025-12-31',
          revenueType: 'BIC',
        },
      },
      { token: owner.accessToken },
    );
    const fec = dataOf(imported).importFromConnector.fec;
    expect(fec).toMatchObject({ status: 'GENERATING', companyName: 'Atelier GraphQL' });
    await waitProduced(g.api, fec.uuid);

    const page = dataOf(
      await g.gql<{ connectors: { items: Connector[]; pageInfo: { total: number } } }>(
        `{ connectors { items { ${CONNECTOR} } pageInfo { total } } }`,
        {},
        { token: owner.accessToken },
      ),
    );
    const listed = page.connectors.items.find((c) => c.uuid === connector.uuid)!;
    expect(listed.fiscalYears[0].lastImport).toEqual({ uuid: fec.uuid, status: 'DONE' });
    const one = await g.gql<{ connector: Connector | null }>(
      `query ($u: ID!) { connector(uuid: $u) { uuid } }`,
      { u: connector.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(one).connector?.uuid).toBe(connector.uuid);
    expect(JSON.stringify([added, imported, page, one])).not.toContain(token);

    const switched = await g.gql<{ setConnectorAutoRefresh: { autoRefresh: boolean } }>(
      'mutation ($u: ID!) { setConnectorAutoRefresh(uuid: $u, enabled: true) { autoRefresh } }',
      { u: connector.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(switched).setConnectorAutoRefresh.autoRefresh).toBe(true);
    const deleted = await g.gql<{ deleteConnector: string }>(
      'mutation ($u: ID!) { deleteConnector(uuid: $u) }',
      { u: connector.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(deleted).deleteConnector).toBe(connector.uuid);
    const gone = await g.gql<{ connector: unknown }>(
      'query ($u: ID!) { connector(uuid: $u) { uuid } }',
      { u: connector.uuid },
      { token: owner.accessToken },
    );
    expect(dataOf(gone).connector).toBeNull();
  }, 60_000);

  it('a bad connector token is CONNECTOR_TOKEN_INVALID (401), never UNAUTHENTICATED; the session stays', async () => {
    const error = errorOf(await add(newToken()));
    expect(error.message).toBe(
      'Le jeton est manquant, invalide ou expiré : vérifiez-le dans votre logiciel comptable.',
    );
    expect(error.extensions).toMatchObject({ code: 'CONNECTOR_TOKEN_INVALID', status: 401 });
    const me = await g.gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, { token: owner.accessToken });
    expect(dataOf(me).me.uuid).toBe(owner.uuid);
  });

  it('the same token twice and missing information are BAD_USER_INPUT', async () => {
    const token = newToken();
    g.api.pennylane.addCompany(token, company());
    dataOf(await add(token));
    expect(errorOf(await add(token))).toMatchObject({
      message: 'Ce jeton a déjà été ajouté.',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    const bare = newToken();
    g.api.pennylane.addCompany(bare, company({ fiscalYears: [] }));
    expect(errorOf(await add(bare))).toMatchObject({
      message: 'Informations manquantes : vérifiez les paramètres côté logiciel comptable.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a Member is refused every connector field in French', async () => {
    const token = newToken();
    g.api.pennylane.addCompany(token, company());
    expect(errorOf(await add(token, member.accessToken))).toMatchObject({
      message: 'Votre rôle ne permet pas de gérer les connecteurs.',
      extensions: { code: 'FORBIDDEN' },
    });
    const list = await g.gql('{ connectors { items { uuid } } }', {}, { token: member.accessToken });
    expect(errorOf(list).extensions?.code).toBe('FORBIDDEN');
  });
});
