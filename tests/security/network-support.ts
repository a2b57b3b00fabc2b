import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import type { NetworkView } from '../../api/src/network/network-service';
import { brief, dataOf, type Envelope } from './support';

/** The head's Owner invites an address into its network; answers the affiliation's uuid. */
export async function inviteIntoNetwork(h: ApiHarness, head: TestUser, email: string): Promise<string> {
  const res = await h.call<Envelope<NetworkView>>('POST', '/v1/network/members', {
    token: head.accessToken,
    body: { email },
  });
  if (res.status !== 200) throw new Error(brief(res));
  return dataOf(res).members.find((m) => m.email === email)!.uuid;
}

/** An active affiliation: the head invites the member's Owner, who accepts. Answers its uuid. */
export async function affiliate(h: ApiHarness, head: TestUser, member: TestUser): Promise<string> {
  const uuid = await inviteIntoNetwork(h, head, member.email);
  const accepted = await h.call('POST', `/v1/network/affiliations/${uuid}/accept`, {
    token: member.accessToken,
  });
  if (accepted.status !== 200) throw new Error(brief(accepted));
  return uuid;
}
