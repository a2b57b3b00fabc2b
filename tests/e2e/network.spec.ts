/**
 * Network of accounts (issue 11, spec §6) in the real product: the head's Owner invites another account
 * by its Owner's address, that Owner accepts on « Réseau », the head sees it as a member and detaches it.
 */
import { expect, test } from './fixtures';
import { checkDialogByKeyboard } from './support/keyboard';

test('une tête de réseau invite un compte, qui accepte, puis le détache', async ({
  browser,
  page,
  createUser,
  signInUI,
  shot,
}) => {
  test.setTimeout(120_000);
  const head = await createUser();
  const member = await createUser({ firstName: 'Louise' });

  // The head invites the other account's Owner.
  await signInUI(page, head.email, head.password);
  await page.goto('/mon-compte/reseau');
  await expect(page.getByRole('heading', { name: 'Membres du réseau' })).toBeVisible();
  await page.getByRole('button', { name: 'Inviter un compte' }).click();
  await page.getByLabel("Adresse email de l'administrateur").fill(member.email);
  await page.getByRole('button', { name: "Envoyer l'invitation" }).click();
  const members = page.getByRole('table', { name: 'Membres du réseau' });
  await expect(members.getByText('Invitation envoyée')).toBeVisible();
  await shot(page, 'network-01-invitation-envoyee');

  // The invited Owner accepts, in their own browser session.
  const other = await browser.newContext();
  const memberPage = await other.newPage();
  await signInUI(memberPage, member.email, member.password);
  await memberPage.goto('/mon-compte/reseau');
  const invitation = memberPage.getByRole('group', { name: /^Invitation du réseau / });
  await expect(invitation).toBeVisible();
  await shot(memberPage, 'network-02-invitation-recue');
  await invitation.getByRole('button', { name: 'Accepter' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Tête du réseau' })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Quitter le réseau' })).toBeVisible();
  await shot(memberPage, 'network-03-membre');
  await other.close();

  // The head sees a member, and detaches it after confirming.
  await page.reload();
  await expect(members.getByText('Membre', { exact: true })).toBeVisible();
  await checkDialogByKeyboard(page, members.getByRole('button', { name: /^Détacher / }), /Détacher/);
  await members.getByRole('button', { name: /^Détacher / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Détacher' }).click();
  await expect(page.getByText('Aucun compte dans votre réseau.')).toBeVisible();
  await shot(page, 'network-04-detache');
});
