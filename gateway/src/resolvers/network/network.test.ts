import type { TestDatabase } from '../../../../platform/db';
import { uniqueEmail } from '../../../../identity/src/testing/flows';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { dataOf, errorOf } from '../users/test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let head: TestUser;
let manager: TestUser;
let member: TestUser;

type Affiliation = {
  uuid: string;
  status: string;
  accountName: string;
  email: string | null;
  acceptedAt: string | null;
};
type Network = {
  role: string;
  head: Affiliation | null;
  members: Affiliation[];
  invitations: Affiliation[];
  withoutImportCredits: boolean;
};
const AFFILIATION = 'uuid status accountName email createdAt acceptedAt';
const NETWORK = `role withoutImportCredits head { ${AFFILIATION} } members { ${AFFILIATION} } invitations { ${AFFILIATION} }`;

const read = async (user: TestUser) =>
  dataOf(await g.gql<{ network: Network }>(`{ network { ${NETWORK} } }`, {}, { token: user.accessToken }))
    .network;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  head = await g.api.newOwner();
  manager = await g.api.newMember(head.accountUuid, 'Role_Manager');
  member = await g.api.newOwner();
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

describe('network', () => {
  it('invites, accepts, reads both sides and detaches through GraphQL', async () => {
    const invited = await g.gql<{ inviteNetworkMember: Network }>(
      `mutation ($e: String!) { inviteNetworkMember(email: $e) { ${NETWORK} } }`,
      { e: member.email },
      { token: head.accessToken },
    );
    const sent = dataOf(invited).inviteNetworkMember;
    expect(sent.role).toBe('HEAD');
    expect(sent.members).toEqual([
      expect.objectContaining({
        status: 'PENDING',
        accountName: member.email,
        email: member.email,
        acceptedAt: null,
      }),
    ]);
    const uuid = sent.members[0].uuid;

    const received = await read(member);
    expect(received).toMatchObject({ role: 'NONE', invitations: [{ uuid, status: 'PENDING', email: null }] });
    const accepted = dataOf(
      await g.gql<{ acceptNetworkAffiliation: Network }>(
        `mutation ($u: ID!) { acceptNetworkAffiliation(uuid: $u) { ${NETWORK} } }`,
        { u: uuid },
        { token: member.accessToken },
      ),
    ).acceptNetworkAffiliation;
    expect(accepted).toMatchObject({
      role: 'MEMBER',
      head: { uuid, status: 'ACTIVE' },
      // The head still holds its Découverte credits.
      withoutImportCredits: false,
    });

    // A Manager reads the head's network but may not detach: refused by the shield before the API.
    expect((await read(manager)).members).toEqual([expect.objectContaining({ uuid, status: 'ACTIVE' })]);
    const refused = await g.gql(
      `mutation ($u: ID!) { endNetworkAffiliation(uuid: $u) { role } }`,
      { u: uuid },
      { token: manager.accessToken },
    );
    expect(errorOf(refused).extensions?.code).toBe('FORBIDDEN');

    const ended = dataOf(
      await g.gql<{ endNetworkAffiliation: Network }>(
        `mutation ($u: ID!) { endNetworkAffiliation(uuid: $u) { ${NETWORK} } }`,
        { u: uuid },
        { token: head.accessToken },
      ),
    ).endNetworkAffiliation;
    expect(ended).toMatchObject({ role: 'NONE', members: [] });
    expect((await read(member)).head).toBeNull();
  });

  it('declines, and answers the API’s French messages as errors', async () => {
    const other = await g.api.newOwner();
    const sent = dataOf(
      await g.gql<{ inviteNetworkMember: Network }>(
        `mutation ($e: String!) { inviteNetworkMember(email: $e) { members { uuid email } } }`,
        { e: other.email },
        { token: head.accessToken },
      ),
    ).inviteNetworkMember;
    const uuid = sent.members.find((m) => m.email === other.email)!.uuid;
    const declined = dataOf(
      await g.gql<{ declineNetworkAffiliation: Network }>(
        `mutation ($u: ID!) { declineNetworkAffiliation(uuid: $u) { invitations { uuid } } }`,
        { u: uuid },
        { token: other.accessToken },
      ),
    ).declineNetworkAffiliation;
    expect(declined.invitations).toEqual([]);
    const again = await g.gql(
      `mutation ($u: ID!) { acceptNetworkAffiliation(uuid: $u) { role } }`,
      { u: uuid },
      { token: other.accessToken },
    );
    expect(errorOf(again)).toMatchObject({
      message: "Cette invitation à rejoindre un réseau n'existe pas ou a déjà reçu une réponse.",
      extensions: { code: 'NOT_FOUND' },
    });
    const self = await g.gql(
      `mutation ($e: String!) { inviteNetworkMember(email: $e) { role } }`,
      { e: head.email },
      { token: head.accessToken },
    );
    expect(errorOf(self).message).toBe('Vous ne pouvez pas inviter votre propre compte dans son réseau.');
    const byManager = await g.gql(
      `mutation ($e: String!) { inviteNetworkMember(email: $e) { role } }`,
      { e: uniqueEmail('x') },
      { token: manager.accessToken },
    );
    expect(errorOf(byManager).extensions?.code).toBe('FORBIDDEN');
  });
});
