/** The shared helpers themselves: if these fail, every other spec's set-up is suspect. */
import { existsSync } from 'node:fs';
import { expect, test } from './fixtures';

test('createUser fait un membre invité et confirmé, qui se connecte par la page de connexion', async ({
  page,
  createUser,
  gql,
  signInUI,
  shot,
}) => {
  const member = await createUser({ role: 'ROLE_MEMBER' });
  const { data } = await gql<{ me: { email: string } }>('{ me { email } }', {}, member.cookie);
  expect(data.me.email).toBe(member.email);
  // The owner who invited the member has their own session too.
  expect(member.owner?.role).toBe('ROLE_OWNER');

  await signInUI(page, member.email, member.password);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === 'fecana_access_token' && c.httpOnly)).toBe(true);
  await shot(page, 'fixtures-member-signed-in');
});

test('realFec désigne les FEC réels rangés à côté du dépôt', async ({ realFec }) => {
  expect(existsSync(realFec('README.md'))).toBe(true);
});
