/**
 * Keyboard-only checks (issue 18, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): reaching a control with Tab, a visible
 * focus indicator on whatever has the focus, and dialogs that take the focus, keep it while open, close with
 * Escape and give it back to what opened them.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === el.ownerDocument.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab when `backwards`, for what is above the focus) until `target` has the focus (at most
 * `max` presses), checking a focus indicator each time.
 */
export async function tabTo(page: Page, target: Locator, max = 40, backwards = false) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`focus jamais atteint après ${max} tabulations`);
}

/**
 * The focused element shows where the keyboard is: an outline or a box shadow on it, on the tree row it
 * stands for, or (a text field) the focused field's frame.
 */
export async function expectVisibleFocus(page: Page) {
  const shown = await page.evaluate<{ ok: boolean; what: string }>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { ok: false, what: 'body' };
    const what = el.tagName + (el.getAttribute('aria-label') || el.textContent || '').slice(0, 40);
    const ring = (d) => {
      const s = getComputedStyle(d);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    // A tree item draws its ring on its content row; a checkbox or radio on the round button around its input.
    const drawn = [el, el.querySelector(':scope > .MuiTreeItem-content'), el.closest('.Mui-focusVisible')];
    if (drawn.some((d) => d && ring(d))) return { ok: true, what };
    // A text field: its frame thickens in the primary colour.
    const field = el.closest('.MuiInputBase-root.Mui-focused');
    if (field) {
      const frame = field.querySelector('fieldset') || field;
      const s = getComputedStyle(frame);
      if (parseFloat(s.borderTopWidth) >= 2 || parseFloat(s.borderBottomWidth) >= 2) return { ok: true, what };
      if (getComputedStyle(field, '::after').transform !== 'none') return { ok: true, what };
    }
    return { ok: false, what };
  })()`);
  expect(shown.ok, `indicateur de focus visible sur ${shown.what}`).toBe(true);
}

/** True when the focus is inside the open dialog (MUI focuses its container, the dialog's parent, first). */
async function focusInside(page: Page) {
  return page.evaluate(`(() => {
    const el = document.activeElement;
    return !!el && el !== document.body && !!el.closest('.MuiDialog-root, [role="dialog"]');
  })()`);
}

/**
 * A dialog used with the keyboard alone: `open` (keys pressed on the focused opener) shows the dialog named
 * `name`; the focus is in it; Tab and Shift+Tab go round inside it, visibly; Escape closes it and the focus
 * comes back to `returnTo` (the opener by default).
 */
export async function expectKeyboardDialog(
  page: Page,
  {
    opener,
    name,
    open = ['Enter'],
    returnTo = opener,
    tabs = 12,
  }: { opener: Locator; name: string | RegExp; open?: string[]; returnTo?: Locator; tabs?: number },
) {
  await expect(opener).toBeFocused();
  for (const key of open) await page.keyboard.press(key);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(page), `focus dans « ${String(name)} » à l'ouverture`).toBe(true);
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page), `focus resté dans « ${String(name)} » (Tab n° ${i + 1})`).toBe(true);
    await expectVisibleFocus(page);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(page), `focus resté dans « ${String(name)} » (Maj+Tab)`).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(returnTo, `focus rendu à l'ouvreur de « ${String(name)} »`).toBeFocused();
}

/**
 * Before a spec clicks `opener`: the same dialog once from the keyboard (focus on the opener, Enter, round
 * trip, Escape), so each dialog of the suite is also proven usable without a mouse.
 */
export async function checkDialogByKeyboard(page: Page, opener: Locator, name: string | RegExp) {
  await opener.focus();
  await expectKeyboardDialog(page, { opener, name });
}

/** Signs in with the keyboard alone. */
export async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Adresse email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** Opens the row actions of `fec` from the keyboard and gives the focus to its item `item`. */
export async function focusRowAction(page: Page, fec: string | RegExp, item: string) {
  const actions = page
    .getByRole('button', { name: typeof fec === 'string' ? `Actions pour ${fec}` : fec })
    .first();
  await actions.focus();
  await page.keyboard.press('Enter');
  const target = page.getByRole('menuitem', { name: item, exact: true });
  await expect(target).toBeVisible();
  for (let i = 0; i < 15 && !(await target.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
  return { actions, target };
}
