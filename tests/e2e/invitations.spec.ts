/**
 * Issue 10 in the browser: an invitation needs the invitee's consent. A new address chooses a password
 * from the emailed link; someone who already has an account accepts from the notice after signing in.
 */
import { expect, test } from './fixtures';

test('une nouvelle adresse invitée choisit son mot de passe par le lien reçu, puis rejoint le compte', async ({
  page,
  api,
  createUser,
  signInUI,
  shot,
}) => {
  const owner = await createUser({ role: 'ROLE_OWNER' });
  const email = `e2e-invite-${Date.now()}@exemple.fr`;

  await signInUI(page, owner.email, owner.password);
  await page.goto('/mon-compte/acces/utilisateurs');
  await page.getByRole('button', { name: 'Inviter un utilisateur' }).click();
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Rôle').selectOption({ label: 'Membre' });
  await page.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invitation envoyée')).toBeVisible();
  await shot(page, 'invitation-envoyee');

  // The link of the mail (without SMTP, a file in ./data/mail), opened in a fresh browser session.
  const token = await api.readInvitationToken(email);
  await page.context().clearCookies();
  await page.goto(`/group/users/password/${token}`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Motdepasse1!');
  await page.getByLabel('Confirmer le mot de passe').fill('Motdepasse1!');
  await shot(page, 'invitation-choix-mot-de-passe');
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInUI(page, email, 'Motdepasse1!');
  const me = await api.gql<{ me: { currentAccount: { role: string } } }>(
    '{ me { currentAccount { role } } }',
    {},
    await api.signIn(email, 'Motdepasse1!'),
  );
  expect(me.data.me.currentAccount.role).toBe('ROLE_MEMBER');

  // The link works once.
  await page.context().clearCookies();
  await page.goto(`/group/users/password/${token}`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Autre-mdp1');
  await page.getByLabel('Confirmer le mot de passe').fill('Autre-mdp1');
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(page.getByText("Ce lien n'est plus valide, demandez une nouvelle invitation.")).toBeVisible();
});

test("une personne qui a déjà un compte n'est ajoutée qu'après avoir accepté l'invitation", async ({
  page,
  api,
  createUser,
  gql,
  signInUI,
  shot,
}) => {
  const inviter = await createUser({ role: 'ROLE_OWNER', firstName: 'Martin' });
  const invitee = await createUser({ role: 'ROLE_OWNER', firstName: 'Léa' });
  await gql(
    'mutation ($input: InviteUserInput!) { inviteUser(input: $input) { emailSent } }',
    { input: { email: invitee.email, role: 'ROLE_MANAGER' } },
    inviter.cookie,
  );
  // Before the answer, the invitee's accounts are their own only.
  const before = await api.gql<{ me: { otherAccountsCount: number } }>(
    '{ me { otherAccountsCount } }',
    {},
    invitee.cookie,
  );
  expect(before.data.me.otherAccountsCount).toBe(0);

  await signInUI(page, invitee.email, invitee.password);
  await expect(page.getByText(/vous invite à rejoindre son compte/)).toBeVisible();
  await shot(page, 'invitation-a-accepter');
  await page.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText(/vous invite à rejoindre son compte/)).toHaveCount(0);

  const after = await api.gql<{ me: { otherAccountsCount: number } }>(
    '{ me { otherAccountsCount } }',
    {},
    invitee.cookie,
  );
  expect(after.data.me.otherAccountsCount).toBe(1);
});
