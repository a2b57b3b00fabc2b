/**
 * Cross-account isolation, through GraphQL and REST, against one victim world. The Owner of another account
 * calls:
 *  - every GraphQL Query and Mutation field that takes an id (an ID-typed argument, directly, in a list or in
 *    an input object), enumerated from the executable schema, with the victim's ids: each must be refused
 *    (extensions.code FORBIDDEN or NOT_FOUND) and answer nothing of the victim. A field with an id argument
 *    and no attempt below fails the suite, so a new field cannot be forgotten;
 *  - every REST route with a path parameter, enumerated from the OpenAPI document, and the batch reads;
 * and afterwards every row of the victim's account (and its users' identity records) is unchanged.
 */
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import ExcelJS from 'exceljs';
import type { TestDatabase } from '../../platform/db';
import { analyse, insertFec, realFec, waitFinished } from '../../api/src/analyses/testing/fixtures';
import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import { buildSchema } from '../../gateway/src/schema';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, dataOf, rnd, snapshotAccount, type Envelope } from './support';
import { payingWorld } from './payments-support';
import { seedReport } from '../../api/src/reports/testing';
import { seedConnector } from '../../api/src/connectors/testing';
import { seedWebhook } from '../../api/src/webhooks/testing';
import { seedEcfMission } from '../../api/src/ecf/testing';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let victim: TestUser;
let victimMember: TestUser;
let attacker: TestUser;
let before: Awaited<ReturnType<typeof snapshotAccount>>;
let attackerBefore: Awaited<ReturnType<typeof snapshotAccount>>;

/** The victim's objects (V) and the attacker's own (A), for attempts that mix the two. */
const V: Record<string, string> = {};
const A: Record<string, string> = {};
const pendingEmail = `invite-${rnd()}@victime.fr`;

/** Text only the victim's world holds: none of it may appear in an answer to the attacker. */
const SECRETS = [
  'Dossier confidentiel',
  'Comité d’audit',
  'Commentaire confidentiel du client',
  'Société Victime',
  'Rapport confidentiel',
  'Société Victime Connectée',
  'recepteur-victime.example',
  'Justification confidentielle du cabinet',
];

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  h = g.api;
  victim = await h.newOwner();
  victimMember = await h.newMember(victim.accountUuid, 'Role_Member');
  attacker = await h.newOwner();
  const post = async (user: TestUser, path: string, body: unknown) => {
    const res = await h.call<Envelope<{ uuid: string }>>('POST', path, { token: user.accessToken, body });
    if (res.status !== 200 && res.status !== 201) throw new Error(`${path}: ${brief(res)}`);
    return dataOf(res);
  };
  V.account = victim.accountUuid;
  V.owner = victim.uuid;
  V.member = victimMember.uuid;
  V.folder = (await post(victim, '/v1/folders', { name: 'Dossier confidentiel', parent_uuid: '-1' })).uuid;
  V.fec = await insertFec(h, victim, realFec('111111111FEC20221231.TXT'));
  await h.db.updateTable('fecs').set({ folder_uuid: V.folder }).where('uuid', '=', V.fec).execute();
  V.analysis = await analyse(h, victim, V.fec);
  await waitFinished(h, V.analysis);
  V.comment = (
    await post(victim, `/v1/analyses/${V.analysis}/controls/EQ-ECR/comments`, {
      body: 'Commentaire confidentiel du client',
    })
  ).uuid;
  V.group = (
    await post(victim, '/v1/groups', { name: 'Comité d’audit', user_uuids: [victimMember.uuid] })
  ).uuid;
  const grant = await h.call('PUT', `/v1/fecs/${V.fec}/access`, {
    token: victim.accessToken,
    body: [{ email: victimMember.email, write: false }],
  });
  expect(grant.status).toBe(200);
  const profile = await h.call('PUT', `/v1/users/${victim.uuid}`, {
    token: victim.accessToken,
    body: { company: 'Société Victime', first_name: 'Vic', last_name: 'Time' },
  });
  expect(profile.status).toBe(200);
  // A pending invitation of the victim's account (to a third person): the attacker has none.
  const invite = await h.call('POST', '/v1/accounts/current/users', {
    token: victim.accessToken,
    body: { email: pendingEmail, role: 'Role_Member' },
  });
  expect(invite.status).toBe(200);
  // A pending invitation into the victim's network (api/src/network), to the same third address.
  const networkInvite = await h.call<Envelope<{ members: { uuid: string }[] }>>(
    'POST',
    '/v1/network/members',
    {
      token: victim.accessToken,
      body: { email: pendingEmail },
    },
  );
  expect(networkInvite.status).toBe(200);
  V.affiliation = dataOf(networkInvite).members[0].uuid;
  const multi = await post(victim, '/v1/multi-analyses', { fec_uuids: [V.fec] });
  V.multi = multi.uuid;
  await waitFinished(h, V.multi);

  // Payments (issue 11): a card, a paid order with its invoice, a setup and a 3-D Secure step of the victim.
  const paying = await payingWorld(h, victim);
  Object.assign(V, {
    method: paying.card,
    order: paying.order,
    invoice: paying.invoice,
    setup: paying.setup,
  });
  Object.assign(V, { setupRef: paying.setupRef, authRef: paying.authRef });

  // Commerce (issue 11): a line in the victim's cart.
  const cart = await h.call<Envelope<{ items: { uuid: string }[] }>>('POST', '/v1/cart/items', {
    token: victim.accessToken,
    body: { offer_code: 'pack-dossiers-5' },
  });
  V.cartItem = dataOf(cart).items[0].uuid;

  // Reports (issue 12): a finished report of the victim, with its PDF in storage.
  V.report = (
    await seedReport(h, {
      accountUuid: victim.accountUuid,
      createdBy: victim.uuid,
      fec: { fecUuid: V.fec, analysisUuid: V.analysis },
      name: 'Rapport confidentiel',
    })
  ).uuid;

  // Connectors (issue 13): a connector of the victim, whose company only the victim's world names.
  V.connector = (await seedConnector(h, victim, { name: 'Société Victime Connectée' })).uuid;
  // Partner API (issue 13): a key of the victim and an upload it prepared.
  const victimKey = (await post(victim, '/v1/api-keys', {
    name: 'Partenaire confidentiel',
    scopes: ['fecs:import'],
  })) as unknown as { api_key: { uuid: string } };
  V.apiKey = victimKey.api_key.uuid;
  V.fecUpload = (
    await post(victim, '/v1/fec-uploads', {
      idempotency_key: 'envoi-confidentiel',
      file_name: '123456782FEC20231231.txt',
      terms_accepted: true,
    })
  ).uuid;
  // Webhooks (issue 13): an endpoint of the victim with one delivery.
  const hook = await seedWebhook(h, {
    accountUuid: victim.accountUuid,
    createdBy: victim.uuid,
    url: 'https://recepteur-victime.example/hook',
  });
  V.webhook = hook.uuid;
  V.delivery = hook.delivery;
  // The accountant's figures (issue 36): the victim's declared tax return, which no attempt may replace.
  const declared = await h.call('PUT', `/v1/fecs/${V.fec}/declared-tax-return`, {
    token: victim.accessToken,
    body: { result: 123456.78, boxes: { HN: 123457 } },
  });
  expect(declared.status).toBe(200);
  // Review (issue 37): a justified control of the victim, assigned to its (granted) Member.
  const reviewed = await h.call<Envelope<{ items: { uuid: string }[] }>>(
    'PUT',
    `/v1/analyses/${V.analysis}/review`,
    {
      token: victim.accessToken,
      body: {
        control_id: 'EQ-ECR',
        status: 'justified',
        justification: 'Justification confidentielle du cabinet',
      },
    },
  );
  expect(reviewed.status).toBe(200);
  V.reviewItem = dataOf(reviewed).items[0].uuid;
  // ECF (issue 38): a mission of the victim with one point concluded, which no attempt may change.
  V.ecfMission = await seedEcfMission(h, victim, V.fec, V.analysis, {
    companyName: 'Société Victime ECF',
    concluded: 1,
  });
  // Its evidence (issue 37 item 4): a PDF on that control's review, which nobody else may read or remove.
  const evidence = new FormData();
  evidence.append('file', new Blob(['%PDF-1.4\n% Relevé confidentiel\n%%EOF\n']), 'releve.pdf');
  const attached = await fetch(`${h.url}/api/v1/analyses/${V.analysis}/controls/EQ-ECR/attachments`, {
    method: 'POST',
    headers: { AccessToken: victim.accessToken },
    body: evidence,
  });
  expect(attached.status).toBe(201);
  V.attachment = ((await attached.json()) as Envelope<{ uuid: string }>).data.data.uuid;
  const assigned = await h.call('PUT', `/v1/analyses/${V.analysis}/controls/EQ-ECR/assignee`, {
    token: victim.accessToken,
    body: { assignee_uuid: victimMember.uuid },
  });
  expect(assigned.status).toBe(200);

  A.folder = (await post(attacker, '/v1/folders', { name: 'Le mien', parent_uuid: '-1' })).uuid;
  A.fec = await insertFec(h, attacker, realFec('000000000FEC20231231.txt'));
  A.group = (await post(attacker, '/v1/groups', { name: 'Mon groupe' })).uuid;
  A.connector = (await seedConnector(h, attacker)).uuid;

  before = await snapshotAccount(h, victim.accountUuid);
  attackerBefore = await snapshotAccount(h, attacker.accountUuid);
}, 180_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

// ---------------------------------------------------------------------------------------------- GraphQL

/** One call of a field: its arguments (ids of the victim, or a mix); other required arguments filled in. */
interface Attempt {
  field: string;
  label?: string;
  args: () => Record<string, unknown>;
}

const REFUSED = ['FORBIDDEN', 'NOT_FOUND'];

// prettier-ignore
const ATTEMPTS: Attempt[] = [
  // Queries
  { field: 'analysis', args: () => ({ uuid: V.analysis }) },
  { field: 'analyses', label: 'ids', args: () => ({ ids: [V.analysis] }) },
  { field: 'analyses', label: 'fecUuid', args: () => ({ fecUuid: V.fec }) },
  { field: 'fec', args: () => ({ uuid: V.fec }) },
  { field: 'fecs', label: 'ids', args: () => ({ ids: [V.fec] }) },
  { field: 'fecs', label: 'ids mixing own and foreign', args: () => ({ ids: [A.fec, V.fec] }) },
  { field: 'fecs', label: 'folderUuid', args: () => ({ folderUuid: V.folder }) },
  { field: 'folder', args: () => ({ uuid: V.folder }) },
  { field: 'folders', args: () => ({ ids: [V.folder] }) },
  { field: 'groups', args: () => ({ ids: [V.group] }) },
  { field: 'group', args: () => ({ uuid: V.group }) },
  { field: 'fecAccess', args: () => ({ fecUuid: V.fec }) },
  { field: 'multiAnalysis', args: () => ({ uuid: V.multi }) },
  { field: 'users', label: 'member', args: () => ({ ids: [V.member] }) },
  { field: 'users', label: 'owner', args: () => ({ ids: [V.owner] }) },
  { field: 'user', label: 'member', args: () => ({ uuid: V.member }) },
  { field: 'user', label: 'owner', args: () => ({ uuid: V.owner }) },
  { field: 'crmCommonInfos', args: () => ({ userUuid: V.owner }) },
  // Mutations
  { field: 'switchAccount', args: () => ({ accountUuid: V.account }) },
  { field: 'rerunAnalysis', args: () => ({ fecUuid: V.fec }) },
  { field: 'generateCorrectedFec', args: () => ({ fecUuid: V.fec }) },
  { field: 'addControlComment', args: () => ({ analysisUuid: V.analysis, controlId: 'EQ-ECR', body: 'Intrus' }) },
  { field: 'deleteControlComment', args: () => ({ uuid: V.comment }) },
  { field: 'updateFec', args: () => ({ uuid: V.fec, input: { companyName: 'Pirate' } }) },
  { field: 'setDeclaredTaxReturn', args: () => ({ fecUuid: V.fec, input: { result: 1 } }) },
  // Review (issue 37; more in review.test.ts)
  { field: 'setReview', args: () => ({ analysisUuid: V.analysis, controlId: 'EQ-ECR', status: 'CONFIRMED' }) },
  { field: 'setReview', label: 'justified', args: () => ({ analysisUuid: V.analysis, controlId: 'EQ-ECR', status: 'JUSTIFIED', justification: 'Intrus' }) },
  { field: 'assignControl', args: () => ({ analysisUuid: V.analysis, controlId: 'EQ-ECR', assigneeUuid: attacker.uuid }) },
  { field: 'assignControl', label: 'unassign', args: () => ({ analysisUuid: V.analysis, controlId: 'EQ-ECR', assigneeUuid: null }) },
  { field: 'signOffAnalysis', args: () => ({ analysisUuid: V.analysis }) },
  { field: 'reopenAnalysisReview', args: () => ({ analysisUuid: V.analysis, reason: 'Intrus' }) },
  // ECF missions (issue 38; more in ecf.test.ts)
  { field: 'ecfMissions', args: () => ({ fecUuid: V.fec }) },
  { field: 'createEcfMission', args: () => ({ input: { fecUuid: V.fec, providerFirmName: 'Intrus', signatoryName: 'Intrus', engagementLetterDate: '2024-01-15' } }) },
  { field: 'concludeEcfPoint', args: () => ({ missionUuid: V.ecfMission, number: 2, conclusion: 'CONFORME' }) },
  { field: 'setEcfChecklistItem', args: () => ({ missionUuid: V.ecfMission, number: 3, key: 'certificat-caisse', checked: true }) },
  { field: 'signEcfMission', args: () => ({ uuid: V.ecfMission }) },
  { field: 'markEcfMissionSent', args: () => ({ uuid: V.ecfMission }) },
  { field: 'deleteReviewAttachment', args: () => ({ uuid: V.attachment }) },
  { field: 'moveFec', label: 'foreign FEC', args: () => ({ uuid: V.fec, folderUuid: A.folder }) },
  { field: 'moveFec', label: 'into a foreign folder', args: () => ({ uuid: A.fec, folderUuid: V.folder }) },
  { field: 'deleteFec', args: () => ({ uuid: V.fec }) },
  { field: 'createFolder', args: () => ({ name: 'Intrus', parentUuid: V.folder }) },
  { field: 'renameFolder', args: () => ({ uuid: V.folder, name: 'Piraté' }) },
  { field: 'moveFolder', label: 'foreign folder', args: () => ({ uuid: V.folder, parentUuid: A.folder }) },
  { field: 'moveFolder', label: 'into a foreign folder', args: () => ({ uuid: A.folder, parentUuid: V.folder }) },
  { field: 'deleteFolder', args: () => ({ uuid: V.folder }) },
  { field: 'createGroup', args: () => ({ name: `Avec intrus ${rnd()}`, memberUuids: [V.member] }) },
  { field: 'renameGroup', args: () => ({ uuid: V.group, name: 'Piraté' }) },
  { field: 'deleteGroup', args: () => ({ uuid: V.group }) },
  { field: 'setGroupMembers', label: 'foreign group', args: () => ({ uuid: V.group, memberUuids: [] }) },
  { field: 'setGroupMembers', label: 'foreign user in own group', args: () => ({ uuid: A.group, memberUuids: [V.member] }) },
  { field: 'grantFecAccess', args: () => ({ fecUuid: V.fec, entries: [{ email: attacker.email, write: true }] }) },
  { field: 'revokeFecAccess', args: () => ({ fecUuid: V.fec, email: victimMember.email }) },
  { field: 'fecGroupAccess', args: () => ({ fecUuid: V.fec }) },
  { field: 'grantFecGroupAccess', label: 'foreign FEC', args: () => ({ fecUuid: V.fec, entries: [{ groupUuid: A.group, write: true }] }) },
  { field: 'grantFecGroupAccess', label: 'foreign group on own FEC', args: () => ({ fecUuid: A.fec, entries: [{ groupUuid: V.group }] }) },
  { field: 'revokeFecGroupAccess', args: () => ({ fecUuid: V.fec, groupUuid: V.group }) },
  { field: 'runMultiAnalysis', label: 'foreign FEC', args: () => ({ fecUuids: [V.fec] }) },
  { field: 'runMultiAnalysis', label: 'own and foreign FECs', args: () => ({ fecUuids: [A.fec, V.fec] }) },
  { field: 'ssoLoginSeeAnalysis', args: () => ({ accessToken: attacker.accessToken, refreshToken: attacker.refreshToken,
      target: { accountUuid: V.account, userUuid: V.owner, forceSeeAnalysisUuid: V.analysis } }) },
  { field: 'startImpersonation', args: () => ({ accountUuid: V.account, userUuid: V.owner, forceSeeAnalysisUuid: V.analysis }) },
  { field: 'updateUser', label: 'member', args: () => ({ uuid: V.member, input: { lastName: 'Pirate' } }) },
  { field: 'updateUser', label: 'owner', args: () => ({ uuid: V.owner, input: { company: 'Pirate SA' } }) },
  { field: 'setCrmCommonInfos', args: () => ({ userUuid: V.owner, entries: [{ field: 'x', value: 'pirate' }] }) },
  { field: 'setCrmCommonInfo', args: () => ({ userUuid: V.member, entry: { field: 'x', value: 'pirate' } }) },
  { field: 'changeUserRole', label: 'member → Manager', args: () => ({ uuid: V.member, role: 'ROLE_MANAGER' }) },
  { field: 'changeUserRole', label: 'owner → Member', args: () => ({ uuid: V.owner, role: 'ROLE_MEMBER' }) },
  { field: 'blockUser', label: 'member', args: () => ({ uuid: V.member }) },
  { field: 'blockUser', label: 'owner', args: () => ({ uuid: V.owner }) },
  { field: 'unblockUser', args: () => ({ uuid: V.member }) },
  { field: 'removeUser', label: 'member', args: () => ({ uuid: V.member }) },
  { field: 'removeUser', label: 'owner', args: () => ({ uuid: V.owner }) },
  { field: 'acceptInvitation', args: () => ({ accountUuid: V.account }) },
  // Commerce core (issue 11)
  { field: 'fecOffers', args: () => ({ fecUuid: V.fec }) },
  { field: 'addToCart', args: () => ({ input: { offerCode: 'analyse-complete', fecUuid: V.fec } }) },
  { field: 'removeFromCart', args: () => ({ itemUuid: V.cartItem }) },
  { field: 'unlockFec', args: () => ({ fecUuid: V.fec }) },
  { field: 'declineInvitation', args: () => ({ accountUuid: V.account }) },
  // Payments (issue 11; more in payments-cross-account.test.ts)
  { field: 'order', args: () => ({ uuid: V.order }) },
  { field: 'checkout', args: () => ({ input: { paymentMethodUuid: V.method, termsAccepted: true } }) },
  { field: 'completePaymentMethodSetup', args: () => ({ setupUuid: V.setup }) },
  { field: 'deletePaymentMethod', args: () => ({ uuid: V.method }) },
  { field: 'setDefaultPaymentMethod', args: () => ({ uuid: V.method }) },
  { field: 'requestRefund', args: () => ({ orderUuid: V.order }) },
  { field: 'paymentSandboxSubmitSetup', args: () => ({ ref: V.setupRef, input: { cardNumber: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123', holder: 'Intrus' } }) },
  { field: 'paymentSandboxAuthenticate', args: () => ({ ref: V.authRef, approve: true }) },
  { field: 'acceptNetworkAffiliation', args: () => ({ uuid: V.affiliation }) },
  { field: 'declineNetworkAffiliation', args: () => ({ uuid: V.affiliation }) },
  { field: 'endNetworkAffiliation', args: () => ({ uuid: V.affiliation }) },
  // Reports (issue 12)
  { field: 'reports', args: () => ({ fecUuid: V.fec }) },
  { field: 'generateReport', args: () => ({ input: { name: 'Intrusion', fecUuids: [V.fec], formats: ['PDF'] } }) },
  { field: 'generateReport', label: 'mixed', args: () => ({ input: { name: 'Intrusion', fecUuids: [A.fec, V.fec], merge: true, formats: ['PDF'] } }) },
  { field: 'deleteReport', args: () => ({ uuid: V.report }) },
  // Connectors (issue 13)
  { field: 'importFromConnector', args: () => ({ input: { connectorUuid: V.connector, startDate: '2025-01-01', endDate: '2025-12-31' } }) },
  { field: 'importFromConnector', label: 'into a foreign folder', args: () => ({ input: { connectorUuid: A.connector, startDate: '2025-01-01', endDate: '2025-12-31', folderUuid: V.folder } }) },
  { field: 'refreshConnector', args: () => ({ uuid: V.connector }) },
  { field: 'setConnectorAutoRefresh', args: () => ({ uuid: V.connector, enabled: true }) },
  { field: 'deleteConnector', args: () => ({ uuid: V.connector }) },
  // Partner API (issue 13)
  { field: 'revokeApiKey', args: () => ({ uuid: V.apiKey }) },
  { field: 'keepApiKey', args: () => ({ uuid: V.apiKey }) },
  { field: 'createFecUpload', args: () => ({ input: { idempotencyKey: 'intrus', fileName: '123456782FEC20231231.txt', termsAccepted: true, folderUuid: V.folder } }) },
  // Webhooks (issue 13; more in webhooks-cross-account.test.ts)
  { field: 'deleteWebhook', args: () => ({ uuid: V.webhook }) },
  { field: 'setWebhookEnabled', args: () => ({ uuid: V.webhook, enabled: false }) },
  { field: 'replayWebhookDelivery', args: () => ({ uuid: V.delivery }) },
  // Back-office (issue 15): internal staff only, an Owner of another account is refused everything.
  { field: 'backOfficeAccount', args: () => ({ uuid: V.account }) },
  { field: 'backOfficeBlockUser', args: () => ({ uuid: V.member, reason: 'Intrus' }) },
  { field: 'backOfficeUnblockUser', args: () => ({ uuid: V.member, reason: 'Intrus' }) },
  { field: 'backOfficeResendInvitation', args: () => ({ accountUuid: V.account, userUuid: V.member }) },
  { field: 'backOfficeStartImpersonation', args: () => ({ accountUuid: V.account, userUuid: V.owner, reason: 'Intrus' }) },
  { field: 'backOfficeGrantCredits', args: () => ({ accountUuid: V.account, type: 'LINE', amount: 1000, reason: 'Intrus' }) },
  // Platform and internal staff (issue 15): an Owner gives nobody a staff role, themselves included.
  { field: 'backOfficeSetStaffRoles', args: () => ({ uuid: V.owner, roles: ['Role_Admin'] }) },
  { field: 'backOfficeSetStaffRoles', label: 'on oneself', args: () => ({ uuid: attacker.uuid, roles: ['Role_Admin'] }) },
];

/**
 * Fields with an id argument whose refusal is not an error by nature, each with its own check below:
 * `me(fecAnonymous)` is the caller's own profile; attaching a FEC they hold no token for must attach nothing.
 * `paymentSandboxStep` reads as null for another account's step (schema): payments-cross-account.test.ts.
 * `report(uuid)` reads as null for a report the caller may not see, as for one that does not exist (schema).
 * `connector(uuid)` likewise reads as null for another account's connector (schema/connectors.graphql), and
 * `fecUpload(uuid)` for another account's upload (schema/partners.graphql), and `webhook(uuid)` for another
 * account's endpoint (schema/webhooks.graphql; checked below).
 */
const SPECIAL = new Set([
  'me',
  'paymentSandboxStep',
  'report',
  'connector',
  'fecUpload',
  'webhook',
  // `ecfMission(uuid)` reads as null for another account's mission (schema/ecf.graphql; checked below).
  'ecfMission',
]);

const schema = buildSchema({ permissions: false });

function hasId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  if (isInputObjectType(named) && !seen.has(named.name)) {
    seen.add(named.name);
    return Object.values(named.getFields()).some((f) => hasId(f.type, seen));
  }
  return false;
}

type RootField = { root: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

function rootFields(): Map<string, RootField> {
  const out = new Map<string, RootField>();
  for (const f of Object.values(schema.getQueryType()!.getFields()))
    out.set(f.name, { root: 'query', field: f });
  for (const f of Object.values(schema.getMutationType()!.getFields()))
    out.set(f.name, { root: 'mutation', field: f });
  return out;
}

const idFields = [...rootFields().values()].filter((r) => r.field.args.some((a) => hasId(a.type)));

/** The operation text for a field: its arguments as variables, a selection of `__typename` when an object. */
function operationFor(r: RootField, args: Record<string, unknown>): string {
  const used: GraphQLArgument[] = r.field.args.filter((a) => a.name in args);
  const defs = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  let out = getNullableType(r.field.type);
  while (isListType(out)) out = getNullableType(out.ofType);
  const selection = isObjectType(out) ? ' { __typename }' : '';
  return `${r.root}${defs ? ` (${defs})` : ''} { ${r.field.name}${call ? `(${call})` : ''}${selection} }`;
}

describe('GraphQL: every field that takes an id, from another account’s Owner', () => {
  it('has an attempt for every Query and Mutation field with an ID argument', () => {
    const covered = new Set(ATTEMPTS.map((a) => a.field));
    const missing = idFields.map((r) => r.field.name).filter((n) => !covered.has(n) && !SPECIAL.has(n));
    expect(missing).toEqual([]);
    // And no attempt names a field that no longer exists or takes no id.
    const known = new Set(idFields.map((r) => r.field.name));
    expect(ATTEMPTS.map((a) => a.field).filter((n) => !known.has(n))).toEqual([]);
    expect(idFields.length).toBeGreaterThanOrEqual(44);
  });

  it.each(ATTEMPTS.map((a) => [`${a.field}${a.label ? ` (${a.label})` : ''}`, a] as const))(
    '%s → FORBIDDEN or NOT_FOUND, nothing of the victim',
    async (_name, attempt) => {
      const r = rootFields().get(attempt.field)!;
      const args = attempt.args();
      const res = await g.gql<Record<string, unknown>>(operationFor(r, args), args, {
        token: attacker.accessToken,
      });
      // The message is shown when the code is wrong (it says what the API did).
      expect([codeOf(res), res.errors?.[0]?.message]).toEqual([
        expect.stringMatching(new RegExp(`^(${REFUSED.join('|')})$`)),
        expect.any(String),
      ]);
      expect(res.data?.[attempt.field] ?? null).toBeNull();
      const text = JSON.stringify({ data: res.data, errors: res.errors });
      for (const secret of [...SECRETS, victim.email, victimMember.email, pendingEmail]) {
        expect(text).not.toContain(secret);
      }
    },
  );

  it('the victim’s review (issue 37) is refused through its analysis, and myAssignments holds none of it', async () => {
    const res = await g.gql<Record<string, unknown>>(
      `query ($u: ID!) { analysis(uuid: $u) {
        reviewProgress { reviewed total } reviewSignOff { message }
        changesSincePrevious { newCount controls { goneFindings { key } } }
        controls { review { status justification assignee { email } history { justification } }
                   findings { items { key row review { status } } } comments { body } } } }`,
      { u: V.analysis },
      { token: attacker.accessToken },
    );
    expect(codeOf(res)).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    expect(res.data?.analysis ?? null).toBeNull();
    const mine = await g.gql<{ myAssignments: { items: unknown[] } }>(
      '{ myAssignments { items { controlId review { justification } } } }',
      {},
      { token: attacker.accessToken },
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myAssignments.items).toEqual([]);
    const text = JSON.stringify({ res, mine });
    for (const secret of [...SECRETS, victim.email, victimMember.email]) expect(text).not.toContain(secret);
  });

  it('report(uuid) of the victim reads as null, like a report that does not exist', async () => {
    const res = await g.gql<{ report: unknown }>(
      'query ($u: ID!) { report(uuid: $u) { uuid name files { url } } }',
      { u: V.report },
      { token: attacker.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.report).toBeNull();
    expect(JSON.stringify(res)).not.toContain('Rapport confidentiel');
  });

  it('ecfMission(uuid) of the victim reads as null, like a mission that does not exist', async () => {
    const res = await g.gql<{ ecfMission: unknown }>(
      'query ($u: ID!) { ecfMission(uuid: $u) { uuid companyName points { number conclusion } reportUrls { pdf } } }',
      { u: V.ecfMission },
      { token: attacker.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.ecfMission).toBeNull();
    expect(JSON.stringify(res)).not.toContain('Société Victime');
  });

  it('connector(uuid) of the victim reads as null, like a connector that does not exist', async () => {
    const res = await g.gql<{ connector: unknown }>(
      'query ($u: ID!) { connector(uuid: $u) { uuid companyName tokenHint } }',
      { u: V.connector },
      { token: attacker.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.connector).toBeNull();
    expect(JSON.stringify(res)).not.toContain('Société Victime Connectée');
  });

  it('fecUpload(uuid) of the victim reads as null, like an upload that does not exist', async () => {
    const res = await g.gql<{ fecUpload: unknown }>(
      'query ($u: ID!) { fecUpload(uuid: $u) { uuid uploadUrl idempotencyKey } }',
      { u: V.fecUpload },
      { token: attacker.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.fecUpload).toBeNull();
    expect(JSON.stringify(res)).not.toContain('envoi-confidentiel');
  });

  it('webhook(uuid) of the victim reads as null, and the webhooks list holds none of the victim’s', async () => {
    const res = await g.gql<{ webhook: unknown; webhooks: { items: { uuid: string }[] } }>(
      'query ($u: ID!) { webhook(uuid: $u) { uuid url } webhooks { items { uuid url } } }',
      { u: V.webhook },
      { token: attacker.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.webhook).toBeNull();
    expect(res.data?.webhooks.items.map((w) => w.uuid)).not.toContain(V.webhook);
    expect(JSON.stringify(res)).not.toContain('recepteur-victime');
  });

  it('me(fecAnonymous) with the victim’s FEC and a made-up token attaches nothing', async () => {
    const res = await g.gql<{ me: { fecAttached: { inDatabase: boolean; fecUuid: string | null } | null } }>(
      'query ($f: FecAnonymousInput) { me(fecAnonymous: $f) { uuid fecAttached { inDatabase fecUuid } } }',
      { f: { token: 'a'.repeat(43), fecUuid: V.fec } },
      { token: attacker.accessToken },
    );
    expect(res.data?.me?.fecAttached?.inDatabase ?? false).toBe(false);
    expect(res.data?.me?.fecAttached?.fecUuid ?? null).toBeNull();
    const fec = await h.db
      .selectFrom('fecs')
      .select('account_uuid')
      .where('uuid', '=', V.fec)
      .executeTakeFirst();
    expect(fec?.account_uuid).toBe(victim.accountUuid);
  });
});

// ------------------------------------------------------------------------------------------------- REST

type Doc = { paths: Record<string, Record<string, { security?: unknown[] }>> };

function valueFor(path: string, param: string): string {
  if (param === 'controlId') return 'EQ-ECR';
  if (param === 'format') return 'pdf';
  if (param === 'email') return victimMember.email;
  if (param === 'account_uuid') return V.account;
  // Back-office (issue 15): the victim's account, or its member.
  if (path.startsWith('/v1/backoffice')) {
    return param === 'account' || path === '/v1/backoffice/accounts/{uuid}' ? V.account : V.member;
  }
  if (param === 'group_uuid') return V.group;
  if (path.startsWith('/v1/folders')) return V.folder;
  if (path.startsWith('/v1/fecs')) return V.fec;
  if (path.startsWith('/v1/analyses')) return V.analysis;
  if (path.startsWith('/v1/multi-analyses')) return V.multi;
  if (path.startsWith('/v1/groups')) return V.group;
  if (path.startsWith('/v1/comments')) return V.comment;
  if (path.startsWith('/v1/cart/items')) return V.cartItem;
  if (path.startsWith('/v1/network/affiliations')) return V.affiliation;
  if (path.startsWith('/v1/users') || path.startsWith('/v1/accounts/current/users')) return V.member;
  if (path.startsWith('/v1/payment-methods/setup')) return V.setup;
  if (path.startsWith('/v1/payment-methods')) return V.method;
  if (path.startsWith('/v1/orders')) return V.order;
  if (path.startsWith('/v1/invoices')) return V.invoice;
  if (path.startsWith('/v1/reports')) return V.report;
  if (path.startsWith('/v1/connectors')) return V.connector;
  if (path.startsWith('/v1/api-keys')) return V.apiKey;
  if (path.startsWith('/v1/fec-uploads')) return V.fecUpload;
  if (path.startsWith('/v1/payment-sandbox')) return V.authRef;
  if (path.startsWith('/v1/webhooks')) return V.webhook;
  if (path.startsWith('/v1/webhook-deliveries')) return V.delivery;
  if (path.startsWith('/v1/ecf/missions')) {
    if (param === 'number') return '3';
    if (param === 'key') return 'certificat-caisse';
    return V.ecfMission;
  }
  if (path.startsWith('/v1/review/attachments')) return V.attachment;
  throw new Error(
    `no victim object for {${param}} in ${path}: add it to tests/security/cross-account.test.ts`,
  );
}

const BODIES: Record<string, unknown> = {
  'PUT /v1/users/{id}': { first_name: 'Pirate' },
  'PUT /v1/users/crmCommonInfos/{uuid}': { crm_common_infos: [] },
  'PUT /v1/users/crmCommonInfosByField/{uuid}': { crm_common_infos: [{ field: 'x', value: 'y' }] },
  'PUT /v1/users/updateEmail/{userUuid}': { email: 'pirate@exemple.fr' },
  'POST /v1/users/updateEmail/{userUuid}/confirm': { code: '123456' },
  'PUT /v1/accounts/current/users/{uuid}/role': { role: 'Role_Manager' },
  'PUT /v1/groups/{uuid}': { name: 'Pirates' },
  'PUT /v1/groups/{uuid}/users': { user_uuids: [] },
  'PUT /v1/folders/{uuid}': { name: 'Pirate' },
  'PUT /v1/folders/{uuid}/move': { parent_uuid: '-1' },
  'PUT /v1/fecs/{uuid}': { company_name: 'Pirate' },
  'PUT /v1/fecs/{uuid}/move': { folder_uuid: '-1' },
  'PUT /v1/fecs/{uuid}/access': [{ email: 'pirate@exemple.fr', write: true }],
  // The FEC is checked first: any group (here an unknown one) on the victim's FEC is refused (issue 34).
  'PUT /v1/fecs/{uuid}/access/groups': [{ group_uuid: '00000000-0000-4000-8000-000000000000', write: true }],
  'POST /v1/analyses/{uuid}/controls/{controlId}/comments': { body: 'Bonjour' },
  'POST /v1/payment-sandbox/steps/{ref}/setup': {
    card_number: '4242424242424242',
    exp_month: 1,
    exp_year: 2099,
    cvc: '123',
    holder: 'Intrus',
  },
  'POST /v1/payment-sandbox/steps/{ref}/authenticate': { approve: true },
  'PUT /v1/connectors/{uuid}': { auto_refresh: true },
  'POST /v1/connectors/{uuid}/imports': { start_date: '2025-01-01', end_date: '2025-12-31' },
  'PUT /v1/webhooks/{uuid}': { enabled: false },
  'POST /v1/backoffice/users/{uuid}/block': { reason: 'Intrus' },
  'POST /v1/backoffice/users/{uuid}/unblock': { reason: 'Intrus' },
  'POST /v1/backoffice/accounts/{account}/credits': { type: 'line', amount: 1000, reason: 'Intrus' },
  'PUT /v1/backoffice/staff/{uuid}/roles': { roles: ['Role_Admin'] },
  'PUT /v1/fecs/{uuid}/declared-tax-return': { result: 1, boxes: { HN: 1 } },
  'PUT /v1/analyses/{uuid}/review': { control_id: 'EQ-ECR', status: 'confirmed' },
  'PUT /v1/analyses/{uuid}/controls/{controlId}/assignee': { assignee_uuid: null },
  'POST /v1/analyses/{uuid}/review/reopen': { reason: 'Intrus' },
  'PUT /v1/ecf/missions/{uuid}/points/{number}': { conclusion: 'conforme' },
  'PUT /v1/ecf/missions/{uuid}/points/{number}/checklist/{key}': { checked: true },
};

/** Query strings a route requires, so that the refusal, not the validation, answers. */
const QUERIES: Record<string, Record<string, string>> = {
  'GET /v1/analyses/{uuid}/ledger': { account: '401000' },
};

/**
 * Refusals that are not 403 by nature: the attacker has no invitation from the victim's account, and an Owner
 * may manage their own network, so another account's affiliation is not found.
 */
const REFUSED_WITH: Record<string, { status: number; message?: string }> = {
  'DELETE /v1/cart/items/{uuid}': { status: 404, message: "Cette ligne du panier n'existe pas." },
  'POST /v1/network/affiliations/{uuid}/accept': {
    status: 404,
    message: "Cette invitation à rejoindre un réseau n'existe pas ou a déjà reçu une réponse.",
  },
  'POST /v1/network/affiliations/{uuid}/decline': {
    status: 404,
    message: "Cette invitation à rejoindre un réseau n'existe pas ou a déjà reçu une réponse.",
  },
  'DELETE /v1/network/affiliations/{uuid}': {
    status: 404,
    message: "Cette affiliation au réseau n'existe pas.",
  },
  'POST /v1/invitations/{account_uuid}/accept': {
    status: 404,
    message: "Aucune invitation de ce compte n'est en attente.",
  },
  'POST /v1/invitations/{account_uuid}/decline': {
    status: 404,
    message: "Aucune invitation de ce compte n'est en attente.",
  },
};

// Payments (issue 11): another account's invoice, order, method, setup or sandbox step is not found in the
// caller's account (404, existence not confirmed).
const PAYMENT_NOT_FOUND = [
  'GET /v1/invoices/{uuid}/pdf',
  'GET /v1/orders/{uuid}',
  'POST /v1/orders/{uuid}/refund',
  'DELETE /v1/payment-methods/{uuid}',
  'PUT /v1/payment-methods/{uuid}/default',
  'POST /v1/payment-methods/setup/{uuid}/complete',
  'GET /v1/payment-sandbox/steps/{ref}',
  'POST /v1/payment-sandbox/steps/{ref}/setup',
  'POST /v1/payment-sandbox/steps/{ref}/authenticate',
];
for (const key of PAYMENT_NOT_FOUND) REFUSED_WITH[key] = { status: 404 };
// Reports (issue 12): another account's report is not found (its existence is not confirmed).
for (const key of [
  'GET /v1/reports/{uuid}',
  'DELETE /v1/reports/{uuid}',
  'GET /v1/reports/{uuid}/files/{format}',
]) {
  REFUSED_WITH[key] = { status: 404, message: "Ce rapport n'existe pas." };
}

// Connectors (issue 13): another account's connector is not found (its existence is not confirmed).
for (const key of [
  'GET /v1/connectors/{uuid}',
  'PUT /v1/connectors/{uuid}',
  'DELETE /v1/connectors/{uuid}',
  'POST /v1/connectors/{uuid}/refresh',
  'POST /v1/connectors/{uuid}/imports',
]) {
  REFUSED_WITH[key] = { status: 404, message: "Ce connecteur n'existe pas." };
}
// Partner API (issue 13): another account's key or upload is not found (its existence is not confirmed).
REFUSED_WITH['POST /v1/api-keys/{uuid}/revoke'] = { status: 404, message: "Cette clé d'API n'existe pas." };
REFUSED_WITH['POST /v1/api-keys/{uuid}/keep'] = { status: 404, message: "Cette clé d'API n'existe pas." };
REFUSED_WITH['GET /v1/fec-uploads/{uuid}'] = { status: 404, message: "Cet envoi de FEC n'existe pas." };
// Webhooks (issue 13): another account's endpoint or delivery is not found (existence not confirmed).
for (const key of [
  'GET /v1/webhooks/{uuid}',
  'PUT /v1/webhooks/{uuid}',
  'DELETE /v1/webhooks/{uuid}',
  'GET /v1/webhooks/{uuid}/deliveries',
]) {
  REFUSED_WITH[key] = { status: 404, message: "Ce point de réception n'existe pas." };
}
// ECF missions (issue 38): another account's mission is not found (its existence is not confirmed).
for (const key of [
  'GET /v1/ecf/missions/{uuid}',
  'PUT /v1/ecf/missions/{uuid}/points/{number}',
  'PUT /v1/ecf/missions/{uuid}/points/{number}/checklist/{key}',
  'POST /v1/ecf/missions/{uuid}/sign',
  'POST /v1/ecf/missions/{uuid}/sent',
  'GET /v1/ecf/missions/{uuid}/report/{format}',
]) {
  REFUSED_WITH[key] = { status: 404, message: "Cette mission ECF n'existe pas." };
}
REFUSED_WITH['POST /v1/webhook-deliveries/{uuid}/replay'] = {
  status: 404,
  message: "Cette livraison n'existe pas.",
};

const NOT_OBJECT_ROUTES = new Set(['GET /v1/companies/{siren}']);

describe('REST: every route that names an object, from another account’s Owner', () => {
  it('answers 403 (404 for invitations) on every route with a path parameter, and nothing of the victim', async () => {
    const doc = (await h.call<Doc>('GET', '/docs/json')).body;
    const failures: string[] = [];
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.includes('{')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (operation.security?.length === 0 || NOT_OBJECT_ROUTES.has(key)) continue;
        const url = path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(valueFor(path, p)));
        const res = await h.call<{ message?: string }>(method.toUpperCase(), url, {
          token: attacker.accessToken,
          body: BODIES[key],
          query: QUERIES[key],
        });
        checked.push(key);
        const expected = REFUSED_WITH[key] ?? { status: 403 };
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        if (res.status !== expected.status) failures.push(`${key} → ${brief(res)}`);
        else if (expected.message && res.body?.message !== expected.message)
          failures.push(`${key} → ${brief(res)}`);
        for (const secret of [...SECRETS, victim.email, victimMember.email, pendingEmail]) {
          if (text.includes(secret)) failures.push(`${key} leaks « ${secret} »`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toEqual(expect.arrayContaining(Object.keys(REFUSED_WITH)));
    expect(checked.length).toBeGreaterThan(35);
  });

  it('answers 403 on every batch read and list filtered by the victim’s objects', async () => {
    const calls: [string, string, Record<string, string>?, unknown?][] = [
      ['GET', '/v1/folders', { ids: V.folder }],
      ['GET', '/v1/folders', { parent: V.folder }],
      ['GET', '/v1/fecs', { ids: V.fec }],
      ['GET', '/v1/fecs', { ids: `${A.fec},${V.fec}` }],
      ['GET', '/v1/fecs', { folder: V.folder }],
      ['GET', '/v1/fecs/export.csv', { folder: V.folder }],
      ['GET', '/v1/reports', { fec_uuid: V.fec }],
      ['GET', '/v1/ecf/missions', { fec_uuid: V.fec }],
      [
        'POST',
        '/v1/ecf/missions',
        undefined,
        {
          fec_uuid: V.fec,
          provider_firm_name: 'Intrus',
          signatory_name: 'Intrus',
          engagement_letter_date: '2024-01-15',
        },
      ],
      ['GET', '/v1/connectors', { ids: V.connector }],
      [
        'POST',
        '/v1/fec-uploads',
        undefined,
        { idempotency_key: 'intrus', file_name: 'a.txt', terms_accepted: true, folder_uuid: V.folder },
      ],
      ['GET', '/v1/webhooks', { ids: V.webhook }],
      ['GET', '/v1/analyses', { ids: V.analysis }],
      ['GET', '/v1/analyses', { fec: V.fec }],
      ['GET', '/v1/analyses', { latest: V.fec }],
      ['GET', '/v1/analyses/controls', { ids: V.analysis }],
      ['GET', '/v1/analyses/comments', { ids: V.analysis }],
      ['GET', '/v1/analyses/review', { ids: V.analysis }],
      ['GET', '/v1/review/history', { ids: V.reviewItem }],
      ['GET', '/v1/groups', { ids: V.group }],
      ['GET', '/v1/users', { ids: V.member }],
      ['GET', '/v1/users', { ids: V.owner }],
      ['GET', '/v1/accounts', { ids: V.account }],
      // Back-office (issue 15): a customer finds nobody, whatever they search.
      ['GET', '/v1/backoffice/accounts', { search: victim.email }],
      ['GET', '/v1/backoffice/users', { search: victim.email }],
      [
        'POST',
        '/v1/backoffice/impersonations',
        undefined,
        { account_uuid: V.account, user_uuid: V.owner, reason: 'Intrus' },
      ],
      // Platform and staff (issue 15): no customer lists staff, invites one or touches the platform.
      ['GET', '/v1/backoffice/staff'],
      [
        'POST',
        '/v1/backoffice/staff',
        undefined,
        { email: 'intrus-personnel@exemple.fr', roles: ['Role_Admin'] },
      ],
      ['GET', '/v1/backoffice/platform'],
      ['PUT', '/v1/backoffice/platform/maintenance', undefined, { on: true, message: 'Intrus' }],
      ['PUT', '/v1/backoffice/platform/log-level', undefined, { level: 'disabled' }],
      ['POST', '/v1/multi-analyses', undefined, { fec_uuids: [V.fec] }],
      ['PUT', '/v1/users/me/current-account', undefined, { account_uuid: V.account }],
      ['POST', '/v1/folders', undefined, { name: 'Intrus', parent_uuid: V.folder }],
      ['POST', '/v1/groups', undefined, { name: `Intrus ${rnd()}`, user_uuids: [V.member] }],
      ['POST', '/v1/reports', undefined, { name: 'Intrus', fec_uuids: [V.fec], formats: ['pdf'] }],
      [
        'POST',
        '/v1/reports',
        undefined,
        { name: 'Intrus', fec_uuids: [A.fec, V.fec], merge: true, formats: ['pdf'] },
      ],
    ];
    const failures: string[] = [];
    for (const [method, path, query, body] of calls) {
      const res = await h.call(method, path, { token: attacker.accessToken, query, body });
      if (res.status !== 403)
        failures.push(`${method} ${path} ${JSON.stringify(query ?? body)} → ${brief(res)}`);
    }
    expect(failures).toEqual([]);
  });

  it('lists no report of the victim by id, nor in its own list (filtered to the caller’s account)', async () => {
    for (const query of [{ ids: V.report }, {}]) {
      const res = await h.call<Envelope<{ items: { uuid: string }[] }>>('GET', '/v1/reports', {
        token: attacker.accessToken,
        query,
      });
      expect(res.status).toBe(200);
      expect(dataOf(res).items.map((r) => r.uuid)).not.toContain(V.report);
    }
  });

  it('impersonate header from a non-staff Owner naming the victim → 403, nothing read', async () => {
    const res = await h.call('GET', `/v1/fecs/${V.fec}`, {
      token: attacker.accessToken,
      headers: { impersonate: JSON.stringify({ account_uuid: V.account, user_uuid: V.owner }) },
    });
    expect(res.status).toBe(403);
  });
});

describe('Excel exports (issue 12) and the conformity certificate (issue 17), from another account’s Owner', () => {
  it('refuses the victim’s control rows and folder as .xlsx, and its certificate, through the API and the gateway', async () => {
    const failures: string[] = [];
    const paths = [
      `/v1/analyses/${V.analysis}/controls/EQ-ECR/export.xlsx`,
      `/v1/fecs/export.xlsx?folder=${V.folder}`,
      `/v1/analyses/${V.analysis}/certificate.pdf`,
    ];
    for (const path of paths) {
      const res = await h.call('GET', path, { token: attacker.accessToken });
      if (res.status !== 403) failures.push(`API ${path} → ${brief(res)}`);
    }
    const gateway = g.url.replace(/\/graphql$/, '');
    for (const path of paths) {
      const res = await fetch(`${gateway}${path.replace('/v1/', '/download/')}`, {
        headers: { authorization: `Bearer ${attacker.accessToken}` },
      });
      const text = await res.text();
      if (res.status !== 403) failures.push(`gateway ${path} → ${res.status} ${text.slice(0, 200)}`);
      for (const secret of SECRETS)
        if (text.includes(secret)) failures.push(`gateway ${path} leaks « ${secret} »`);
    }
    // The attacker's own table in Excel holds nothing of the victim's.
    const own = await fetch(`${h.url}/api/v1/fecs/export.xlsx`, {
      headers: { AccessToken: attacker.accessToken },
    });
    expect(own.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await own.arrayBuffer());
    const cells = JSON.stringify(workbook.worksheets[0].getSheetValues());
    for (const secret of SECRETS) expect(cells).not.toContain(secret);
    const names = workbook.worksheets[0].getColumn(1).values;
    expect(names).toContain('000000000FEC20231231.txt');
    expect(names).not.toContain('111111111FEC20221231.TXT');
    expect(failures).toEqual([]);
  });
});

describe('format verdicts and diagnostics (issue 17), from another account’s Owner', () => {
  it('refuses the victim’s tester verdicts and file addresses through GraphQL', async () => {
    const fields = `certificateUrl diagnosticsCsvUrl correctedTester { verdict reasons { message } }
      report { conformity tester { verdict modeReason reasons { message lines } fields { name } } }`;
    for (const [query, variables] of [
      [`query ($u: ID!) { analysis(uuid: $u) { ${fields} } }`, { u: V.analysis }],
      [`query ($ids: [ID!]) { analyses(ids: $ids) { items { ${fields} } } }`, { ids: [V.analysis] }],
    ] as const) {
      const res = await g.gql<Record<string, unknown>>(query, variables, { token: attacker.accessToken });
      expect([codeOf(res), res.errors?.[0]?.message]).toEqual([
        expect.stringMatching(new RegExp(`^(${REFUSED.join('|')})$`)),
        expect.any(String),
      ]);
      expect(res.data?.analysis ?? res.data?.analyses ?? null).toBeNull();
      expect(JSON.stringify(res)).not.toContain(V.analysis + '/');
    }
  });

  it('refuses the victim’s diagnostics CSV through the API and the gateway, and leaks nothing', async () => {
    const failures: string[] = [];
    const path = `/v1/analyses/${V.analysis}/diagnostics.csv`;
    const api = await h.call('GET', path, { token: attacker.accessToken });
    if (api.status !== 403) failures.push(`API ${path} → ${brief(api)}`);
    const gateway = g.url.replace(/\/graphql$/, '');
    const res = await fetch(`${gateway}${path.replace('/v1/', '/download/')}`, {
      headers: { authorization: `Bearer ${attacker.accessToken}` },
    });
    const text = await res.text();
    if (res.status !== 403) failures.push(`gateway ${path} → ${res.status} ${text.slice(0, 200)}`);
    for (const secret of [...SECRETS, '111111111FEC', 'Verdict'])
      if (text.includes(secret) || JSON.stringify(api.body).includes(secret))
        failures.push(`${path} leaks « ${secret} »`);
    expect(failures).toEqual([]);
  });
});

describe('afterwards', () => {
  it('every row of the victim’s account and its users’ identity records are unchanged', async () => {
    expect(await snapshotAccount(h, victim.accountUuid)).toEqual(before);
  });

  it('the attacker’s account gained nobody of the victim’s', async () => {
    const after = await snapshotAccount(h, attacker.accountUuid);
    const strangers = after.memberships.filter((m) => [V.owner, V.member].includes(m.user_uuid));
    expect(strangers).toEqual([]);
    expect(after.groupMembers).toEqual(attackerBefore.groupMembers);
    // The victim can still do everything in their account.
    const fec = await h.call('GET', `/v1/fecs/${V.fec}`, { token: victim.accessToken });
    expect(fec.status).toBe(200);
  });
});
