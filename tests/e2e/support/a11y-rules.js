/* global document, getComputedStyle, Node, CSS */
/**
 * The in-page half of tests/e2e/support/a11y.ts: a subset of axe-core's WCAG 2.1 A/AA rules, under axe's ids and
 * impacts, evaluated by `page.evaluate` (plain JavaScript: the repository's Node typecheck has no DOM types).
 * Returns [{ id, impact, nodes: [description] }].
 */
(() => {
  const out = [];
  const add = (id, impact, el, note = '') => {
    const describe = (e) => {
      const cls = typeof e.className === 'string' ? e.className.split(/\s+/).filter(Boolean).slice(0, 2) : [];
      return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls.map((c) => `.${c}`).join('')}`;
    };
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const line = `${describe(el)} « ${text} »${note ? ` ${note}` : ''}`;
    const found = out.find((v) => v.id === id);
    if (found) found.nodes.push(line);
    else
      out.push({
        id,
        impact,
        nodes: [line],
      });
  };
  const hidden = (el) => {
    if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return true;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return true;
    const r = el.getBoundingClientRect();
    return r.width === 0 && r.height === 0 && style.position !== 'absolute';
  };
  const all = Array.from(document.querySelectorAll('body *')).filter((el) => !hidden(el));
  const nameOf = (el) => {
    const labelledby = el.getAttribute('aria-labelledby');
    const fromIds = labelledby
      ? labelledby
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const alts = Array.from(el.querySelectorAll('img[alt], svg[aria-label]'))
      .map((i) => i.getAttribute('alt') ?? i.getAttribute('aria-label') ?? '')
      .join(' ');
    return [el.getAttribute('aria-label'), fromIds, el.textContent, alts, el.getAttribute('title')]
      .join(' ')
      .trim();
  };
  // document-title, html-has-lang
  if (!document.title.trim()) add('document-title', 'serious', document.documentElement);
  if (!document.documentElement.lang) add('html-has-lang', 'serious', document.documentElement);
  const FOCUSABLE =
    'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
  const PRESENTATIONAL_CHILDREN = [
    'button',
    'checkbox',
    'img',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
  ];
  PRESENTATIONAL_CHILDREN.push('progressbar', 'radio', 'scrollbar', 'separator', 'slider', 'switch', 'tab');
  const roleOf = (el) =>
    el.getAttribute('role') ??
    (el.tagName === 'BUTTON' ? 'button' : el.tagName === 'A' && el.hasAttribute('href') ? 'link' : '');
  const usedIds = new Set();
  for (const el of document.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')) {
    for (const attr of ['aria-labelledby', 'aria-describedby', 'for'])
      for (const id of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) usedIds.add(id);
  }
  for (const id of usedIds)
    if (document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length > 1)
      add('duplicate-id-aria', 'critical', document.getElementById(id), `(id ${id} en double)`);
  for (const el of all) {
    const role = roleOf(el);
    // nested-interactive
    if (PRESENTATIONAL_CHILDREN.includes(role)) {
      const inner = Array.from(el.querySelectorAll(FOCUSABLE)).find((f) => !hidden(f));
      if (inner) add('nested-interactive', 'serious', el);
    }
    // button-name, link-name
    if (role === 'button' && !nameOf(el)) add('button-name', 'critical', el);
    if (role === 'link' && !nameOf(el)) add('link-name', 'serious', el);
    // image-alt
    if (el.tagName === 'IMG' && !el.hasAttribute('alt') && el.getAttribute('role') !== 'presentation')
      add('image-alt', 'critical', el);
    // label
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) {
      const type = el.getAttribute('type') ?? '';
      const field = el;
      const labelled =
        (field.labels && field.labels.length > 0) ||
        el.getAttribute('aria-label') ||
        el.getAttribute('aria-labelledby') ||
        el.getAttribute('title');
      if (!['hidden', 'submit', 'button', 'reset', 'image'].includes(type) && !labelled)
        add('label', 'critical', el);
    }
    // list, listitem
    if (['UL', 'OL'].includes(el.tagName) && !el.getAttribute('role')) {
      const bad = Array.from(el.children).find(
        (c) =>
          !['LI', 'SCRIPT', 'TEMPLATE'].includes(c.tagName) &&
          !['listitem', 'none', 'presentation'].includes(c.getAttribute('role') ?? ''),
      );
      if (bad) add('list', 'serious', el);
    }
    if (el.tagName === 'LI' && !el.getAttribute('role')) {
      const parent = el.parentElement;
      const listParent =
        parent && (['UL', 'OL', 'MENU'].includes(parent.tagName) || parent.getAttribute('role') === 'list');
      if (!listParent) add('listitem', 'serious', el);
    }
    // aria-required-parent (the common ones)
    const parents = {
      treeitem: ['tree', 'group'],
      tab: ['tablist'],
      option: ['listbox', 'group'],
      menuitem: ['menu', 'menubar', 'group'],
    };
    if (el.getAttribute('role') && parents[el.getAttribute('role')]) {
      let p = el.parentElement;
      while (
        p &&
        (!p.getAttribute('role') || ['none', 'presentation', 'generic'].includes(p.getAttribute('role')))
      )
        p = p.parentElement;
      if (!p || !parents[el.getAttribute('role')].includes(p.getAttribute('role')))
        add('aria-required-parent', 'critical', el);
    }
  }
  // heading-order: the first heading of the page is its h1, and no level is skipped going down.
  const headings = all.filter((el) => /^H[1-6]$/.test(el.tagName));
  if (headings.length > 0 && headings[0].tagName !== 'H1' && document.querySelector('h1'))
    add('heading-order', 'serious', headings[0], '(un titre avant le h1)');
  for (let i = 1; i < headings.length; i++) {
    const level = Number(headings[i].tagName[1]);
    const before = Number(headings[i - 1].tagName[1]);
    if (level > before + 1) add('heading-order', 'moderate', headings[i], `(h${before} → h${level})`);
  }
  // color-contrast: every visible text against the colour painted behind it.
  const parse = (c) => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = '1'] = m[1].split(/[,\s/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  };
  const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
  const luminance = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  for (const el of all) {
    const ownText = Array.from(el.childNodes).some(
      (n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim(),
    );
    if (!ownText) continue;
    if (el.closest('[disabled], [aria-disabled="true"], .Mui-disabled, svg')) continue;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    // Backgrounds from the element up, stopping at the first opaque one; an image behind is not judged.
    const layers = [];
    let image = false;
    let opacity = 1;
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      opacity *= Number(s.opacity);
      if (s.backgroundImage !== 'none') image = true;
      const bg = parse(s.backgroundColor);
      if (bg && bg[3] > 0) {
        layers.push(bg);
        if (bg[3] >= 1) break;
      }
    }
    if (image) continue;
    let background = [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = over(layer, background);
    const fg = parse(style.color);
    if (!fg) continue;
    const text = over([fg[0], fg[1], fg[2], fg[3] * opacity], background);
    const [l1, l2] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    const ratio = (l1 + 0.05) / (l2 + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) add('color-contrast', 'serious', el, `(${ratio.toFixed(2)}:1)`);
  }
  return out;
})();
