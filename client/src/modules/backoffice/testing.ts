/** Fixtures of the back-office's component tests: an account as `backOfficeAccount` answers it, staff sessions. */
import type { BackOfficeAccountQuery } from '../../__generated__/graphql';
import { BackOfficeAccountDocument } from '../../__generated__/graphql';
import { baseMe, testSession } from '../../testing/render';

export const ACCOUNT_UUID = '11111111-1111-4111-8111-111111111111';
export const OWNER_UUID = '22222222-2222-4222-8222-222222222222';
export const INVITED_UUID = '33333333-3333-4333-8333-333333333333';
export const STAFF_UUID = '44444444-4444-4444-8444-444444444444';

type Detail = BackOfficeAccountQuery['backOfficeAccount'];
type AccountUser = Detail['users'][number];

const person = (over: Partial<AccountUser>) => ({
  __typename: 'BackOfficeAccountUser',
  uuid: OWNER_UUID,
  email: 'helene@lefevre.fr',
  firstName: 'Hélène',
  lastName: 'Lefèvre',
  state: 'REGISTERED',
  internalRoles: [],
  role: 'ROLE_OWNER',
  invitationPending: false,
  blockedInAccount: false,
  invitedAt: null,
  ...over,
});

// Asserted, not annotated: the generated types omit the nested `__typename` the cache wants.
export const detail = {
  __typename: 'BackOfficeAccountDetail',
  uuid: ACCOUNT_UUID,
  name: 'Cabinet Lefèvre',
  networkParentUuid: null,
  createdAt: '2024-03-04T09:00:00.000Z',
  users: [
    person({}),
    person({
      uuid: INVITED_UUID,
      email: 'jules@lefevre.fr',
      firstName: 'Jules',
      lastName: 'Martin',
      state: 'INVITED',
      role: 'ROLE_MEMBER',
      invitationPending: true,
      invitedAt: '2024-05-02T10:00:00.000Z',
    }),
    person({
      uuid: STAFF_UUID,
      email: 'sophie@interne.fr',
      firstName: 'Sophie',
      lastName: 'Bernard',
      role: 'ROLE_SUPERVISOR',
      internalRoles: ['Role_CS', 'Role_MarketRO'],
    }),
  ],
  fecsCount: 1,
  fecs: [
    {
      __typename: 'BackOfficeFec',
      uuid: 'f1',
      originalName: '552100554FEC20231231.txt',
      companyName: 'Lefèvre SAS',
      siren: '552100554',
      fiscalStart: '2023-01-01',
      fiscalEnd: '2023-12-31',
      status: 'DONE',
      locked: false,
      lineCount: 2102,
      size: 266_000,
      createdAt: '2024-03-05T09:00:00.000Z',
    },
  ],
  analyses: [
    {
      __typename: 'BackOfficeAnalysis',
      uuid: 'a1',
      kind: 'SINGLE',
      fecUuid: 'f1',
      status: 'DONE',
      error: null,
      jobId: 'job-1',
      attempts: 1,
      heartbeatAt: null,
      startedAt: '2024-03-05T09:00:01.000Z',
      finishedAt: '2024-03-05T09:00:09.000Z',
      correctedStatus: 'NONE',
      createdAt: '2024-03-05T09:00:00.000Z',
    },
  ],
  credits: [{ __typename: 'BackOfficeCreditBalance', type: 'LINE', balance: 20000 }],
  invoices: [
    {
      __typename: 'BackOfficeInvoice',
      uuid: 'i1',
      kind: 'INVOICE',
      number: 'FA-2024-0001',
      totalTtcCents: 12_000,
      issuedAt: '2024-03-06T09:00:00.000Z',
      paidAt: '2024-03-06T09:05:00.000Z',
    },
  ],
  auditLog: [
    {
      __typename: 'BackOfficeAuditEntry',
      id: '7',
      at: '2024-06-01T12:34:56.000Z',
      action: `backoffice.impersonation.start ${OWNER_UUID}`,
      method: 'POST',
      path: '/api/v1/backoffice/impersonations',
      status: 200,
      detail: 'Ticket 4521',
      actorEmail: 'sophie@interne.fr',
      actingAsEmail: null,
    },
    {
      __typename: 'BackOfficeAuditEntry',
      id: '6',
      at: '2024-06-01T12:30:00.000Z',
      action: `membership.role ${INVITED_UUID} Role_Member -> Role_Manager`,
      method: 'PATCH',
      path: '/api/v1/users/x',
      status: 200,
      detail: null,
      actorEmail: 'helene@lefevre.fr',
      actingAsEmail: null,
    },
  ],
} as unknown as Detail;

export const accountMock = (data: Detail = detail) => ({
  request: { query: BackOfficeAccountDocument, variables: { uuid: ACCOUNT_UUID } },
  result: { data: { backOfficeAccount: data } },
  maxUsageCount: 5,
});

/** A staff member acting as themselves, with the `backoffice.*` rights of `role` (api/PERMISSIONS.md). */
export function staffSession(role: 'Role_CS' | 'Role_CSRO' | 'Role_Market' | 'Role_OpeRO') {
  const rights: Record<string, Record<string, boolean>> = {
    app: { access: true },
    accounts: { read: true },
    users: { read: true },
  };
  if (role !== 'Role_Market') rights.users.impersonate = true;
  if (role === 'Role_CS') {
    rights.users.impersonate_write = true;
    rights.users.block = true;
    rights.invitations = { resend: true };
  }
  if (role === 'Role_CS' || role === 'Role_Market') rights.credits = { grant: true };
  return testSession({
    ...baseMe,
    roles: ['Role_Owner', role],
    permissions: { routes: ['mon-compte/', 'back-office'], can: { backoffice: rights } },
  });
}
