import type { Page } from 'playwright-core';

/** One thing a person would trip over on a screen as it is now. */
export interface LayoutFinding {
  kind:
    | 'cut off'
    | 'page scrolls sideways'
    | 'control wider than the screen'
    | 'internal code'
    | 'text under an icon'
    | 'words off the middle of their button'
    | 'never settled (no heading, or still loading)';
  /** The element: its tag, role or name, and a class that locates it. */
  element: string;
  /** The text concerned (the full value of a cut-off text, the code shown). */
  text: string;
}

/**
 * Words in PascalCase or with underscores that are real names, not codes. Kept tiny: a code that slips through
 * reads as a word here, so each entry is a brand or a word people write that way.
 */
const ALLOWED_WORDS = [
  'LaGuardia',
  'WhatsApp',
  'PayPal',
  'YouTube',
  'LinkedIn',
  'GitHub',
  'JavaScript',
  'McDonald',
];

/**
 * The checks, evaluated in the page as text (the e2e project compiles without the DOM's types): one pass over
 * the elements and one over the visible text, answering what fails.
 *
 * - Cut off: an element that clips (overflow hidden or clip, an ellipsis, a line clamp) whose content is wider
 *   (or taller) than its box (a scroll area's box aside: its viewport scrolls), and neither it nor a near ancestor carries the full text in `title` or
 *   `aria-label`, nor does it show the full text in a tooltip when it takes focus (tried in `findingsIn`).
 *   Inputs scroll their own value, so they are left out.
 * - Sideways scroll: the page's scrolling box wider than the window; the outermost elements that stick out
 *   are named.
 * - Controls wider than the screen: a button, link, field or tab wider than the window, or reaching past its
 *   edge outside anything that scrolls (an off-screen drawer, wholly outside, is not shown).
 * - Internal codes: a visible text with a PascalCase word of two humps or more (`RequestWillCall`) or an
 *   UPPER_SNAKE word (`PERMIT_BALANCE_DUE`), outside web addresses (a link is shown as it is typed).
 * - Text under an icon: the letters of an icon's neighbours (what shares its parent) drawn over the icon, as a
 *   squeezed row lets them slide: a late card's number under its warning sign.
 * - Words off the middle of their button: a button's words more than 2 px above or below the middle of its
 *   height (a link drawn as a button keeps them at its top unless told to centre them).
 */
const CHECK_FUNCTION = `function layoutCheck() {
  const allowed = new Set(${JSON.stringify(ALLOWED_WORDS)});
  const width = document.documentElement.clientWidth;
  const found = [];
  const squash = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const name = (el) => {
    const parts = [el.tagName.toLowerCase()];
    const role = el.getAttribute('role');
    if (role) parts.push('[role=' + role + ']');
    const label = el.getAttribute('aria-label');
    if (label) parts.push('[aria-label="' + label.slice(0, 40) + '"]');
    const cls = [...el.classList].find((c) => c.startsWith('mantine-') || !/^m_|^__/.test(c));
    if (cls) parts.push('.' + cls);
    const region = el.closest('[aria-label], section, main, header, nav');
    if (region && region !== el && region.getAttribute('aria-label'))
      parts.push('in "' + region.getAttribute('aria-label').slice(0, 30) + '"');
    return parts.join('');
  };
  const shown = (el) =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && el.getClientRects().length > 0;
  const fullTextNear = (el, text) => {
    for (let node = el, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
      for (const attribute of ['title', 'aria-label']) {
        const value = squash(node.getAttribute(attribute));
        if (value && value.includes(text)) return true;
      }
    }
    return false;
  };
  const scrolls = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (/(auto|scroll)/.test(style.overflowX) && node.scrollWidth > node.clientWidth) return true;
    }
    return false;
  };

  for (const el of document.body.querySelectorAll('*')) {
    if (el instanceof SVGElement || /^(INPUT|TEXTAREA|SELECT|OPTION|SCRIPT|STYLE|IMG|CANVAS|IFRAME)$/.test(el.tagName)) continue;
    // A scroll area's box clips, but its viewport scrolls what it holds into view: nothing is cut off. Just after
    // the direction turns, its box was once measured wider than itself (a phone's table, in Arabic).
    if (el.classList.contains('mantine-ScrollArea-root')) continue;
    const style = getComputedStyle(el);
    const clipsX = /(hidden|clip)/.test(style.overflowX) || style.textOverflow === 'ellipsis';
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
    const overX = clipsX && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
    const overY = clamped && el.clientHeight > 0 && el.scrollHeight > el.clientHeight + 1;
    if (!overX && !overY) continue;
    // Text for screen readers only (a 1 px clipped box) is not cut off for anyone.
    if (el.clientWidth <= 2 || el.clientHeight <= 2 || !shown(el)) continue;
    const text = squash(el.innerText);
    if (!text) continue;
    if (fullTextNear(el, text)) continue;
    found.push({ kind: 'cut off', element: name(el), text: text.slice(0, 120), node: el, full: text });
  }

  const page = document.scrollingElement;
  if (page.scrollWidth > width + 1) {
    const out = [];
    // A fixed box (the phone's closed menu) and what it holds do not scroll the page: never named.
    const fixed = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el instanceof SVGElement) continue;
      if (fixed.some((outer) => outer.contains(el))) continue;
      if (getComputedStyle(el).position === 'fixed') {
        fixed.push(el);
        continue;
      }
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      if (out.some((outer) => outer.contains(el))) continue;
      out.push(el);
      if (out.length === 3) break;
    }
    found.push({
      kind: 'page scrolls sideways',
      element: out.map(name).join(', ') || 'body',
      text: page.scrollWidth + 'px in ' + width + 'px',
    });
  }

  const controls = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=combobox], .mantine-SegmentedControl-root';
  for (const el of document.body.querySelectorAll(controls)) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right <= 0 || box.left >= width) continue;
    const wider = box.width > width + 1;
    const past = (box.right > width + 1 || box.left < -1) && !scrolls(el);
    if (!wider && !past) continue;
    if (!shown(el)) continue;
    found.push({
      kind: 'control wider than the screen',
      element: name(el),
      text: squash(el.innerText || el.value || el.getAttribute('aria-label')).slice(0, 80) + ' (' + Math.round(box.left) + '..' + Math.round(box.right) + ' of ' + width + 'px)',
    });
  }

  for (const icon of document.body.querySelectorAll('svg')) {
    const parent = icon.parentElement;
    if (!parent || !shown(icon)) continue;
    const box = icon.getBoundingClientRect();
    if (box.width < 4 || box.height < 4) continue;
    const under = [];
    for (const sibling of parent.children) {
      if (sibling === icon || sibling.contains(icon)) continue;
      const texts = document.createTreeWalker(sibling, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (!squash(node.nodeValue) || !shown(node.parentElement)) continue;
        // Words for screen readers only (a 1 px clipped box) are drawn nowhere.
        let unseen = false;
        for (let holder = node.parentElement; holder && holder !== parent; holder = holder.parentElement) {
          const held = holder.getBoundingClientRect();
          if (held.width <= 2 || held.height <= 2) unseen = true;
        }
        if (unseen) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const over = [...range.getClientRects()].some((rect) =>
          Math.min(rect.right, box.right) - Math.max(rect.left, box.left) > 2 &&
          Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top) > 2);
        if (over) under.push(squash(node.nodeValue));
      }
    }
    if (under.length > 0)
      found.push({ kind: 'text under an icon', element: name(parent), text: under.join(' ').slice(0, 80) });
  }

  for (const button of document.body.querySelectorAll('.mantine-Button-root')) {
    const inner = button.querySelector(':scope > .mantine-Button-inner');
    if (!inner || !shown(button)) continue;
    const outer = button.getBoundingClientRect();
    const style = getComputedStyle(button);
    const top = outer.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
    const bottom = outer.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom);
    const words = inner.getBoundingClientRect();
    const off = (words.top + words.bottom) / 2 - (top + bottom) / 2;
    if (Math.abs(off) <= 2) continue;
    found.push({
      kind: 'words off the middle of their button',
      element: name(button),
      text: squash(button.innerText).slice(0, 60) + ' (' + Math.round(off) + ' px)',
    });
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const codePattern = /\\b(?:[A-Z][a-z0-9]+){2,}\\b|\\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\\b/g;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue;
    if (!text || !/[A-Z]/.test(text)) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest('code, pre, kbd, script, style, [translate=no]')) continue;
    // An address is written as it is typed, not read as words: its path may hold capitals.
    const words = text.replace(/\\S*:\\/\\/\\S*/g, ' ');
    const codes = (words.match(codePattern) || []).filter((word) => !allowed.has(word));
    if (codes.length === 0 || !shown(parent)) continue;
    found.push({ kind: 'internal code', element: name(parent), text: codes.join(', ') + ' in "' + squash(text).slice(0, 80) + '"' });
  }
  return found;
}`;

/**
 * Puts the page in `language` (with its own switch: a radio or a button marked with the language's `lang`) and
 * `theme` (Mantine's scheme attribute, which its CSS variables follow), lets it settle, and checks it: one
 * evaluation per state. Answers null when the page has no language switch.
 */
export function findingsIn(
  page: Page,
  language: 'en' | 'ar',
  theme: 'light' | 'dark',
): Promise<LayoutFinding[] | null> {
  return page.evaluate<LayoutFinding[] | null>(`(async () => {
    ${CHECK_FUNCTION}
    const html = document.documentElement;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const until = async (condition, what) => {
      const deadline = Date.now() + 15000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(what);
        await frame();
      }
    };
    if (!html.lang.startsWith('${language}')) {
      const option = document.body.querySelector('label [lang="${language}"], button[lang="${language}"]');
      if (!option) return null;
      option.click();
      await until(() => html.dir === '${language === 'ar' ? 'rtl' : 'ltr'}', 'the language did not switch');
    }
    if (html.hasAttribute('data-mantine-color-scheme')) html.setAttribute('data-mantine-color-scheme', '${theme}');
    await frame();
    await until(
      () => !document.querySelector('main .mantine-Loader-root, main [aria-busy="true"]'),
      'the screen kept loading',
    );
    // A new size or language is answered by the app a few frames later (a media query's listener re-renders the
    // shell, a scroll area measures again): measured before, a phone screen shows the desk's layout half-moved.
    // The page is at rest when its outline is the same two frames running; a theme alone moves nothing.
    const outline = () => {
      const boxes = [...document.querySelectorAll('main, nav, header, .mantine-ScrollArea-root')]
        .map((el) => { const box = el.getBoundingClientRect(); return [box.left, box.width, box.height].join(' '); });
      return [innerWidth, document.scrollingElement.scrollWidth, document.body.getElementsByTagName('*').length, ...boxes].join(';');
    };
    // A page that never rests (a live map) is measured after three seconds, as it then is.
    const restBy = Date.now() + 3000;
    let last = outline();
    for (let same = 0; same < 2 && Date.now() < restBy; ) {
      await frame();
      const now = outline();
      same = now === last ? same + 1 : 0;
      last = now;
    }
    const found = layoutCheck();
    // A cut text that takes focus may show its full value in a tooltip (on hover and focus): point at it, focus
    // it and look for a tooltip holding the whole text. Only then is it reachable; anything else stays a finding.
    const reachable = async (el, full) => {
      if (!(el instanceof HTMLElement) || el.tabIndex < 0) return false;
      // As a pointer coming over it does (a focus alone counts only after a key press), then a focus.
      const pointer = (type) =>
        el.dispatchEvent(new PointerEvent(type, { bubbles: !type.endsWith('enter') && !type.endsWith('leave') }));
      for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'mousemove']) pointer(type);
      el.focus({ preventScroll: true });
      let shown = false;
      for (let tries = 0; tries < 5 && !shown; tries += 1) {
        await frame();
        shown = [...document.querySelectorAll('[role=tooltip]')].some((tip) =>
          (tip.textContent || '').replace(/\\s+/g, ' ').includes(full),
        );
      }
      el.blur();
      for (const type of ['pointerout', 'pointerleave', 'mouseout', 'mouseleave']) pointer(type);
      await frame();
      return shown;
    };
    const left = [];
    for (const finding of found) {
      const { node, full, ...rest } = finding;
      if (node && (await reachable(node, full))) continue;
      left.push(rest);
    }
    return left;
  })()`);
}

/** Findings grouped so that one fault seen on several screens or in several states is listed once. */
export function describeLayoutFindings(
  findings: readonly (LayoutFinding & { screen: string; state: string })[],
): string {
  const grouped = new Map<string, { screens: Set<string>; states: Set<string>; finding: LayoutFinding }>();
  for (const finding of findings) {
    const key = `${finding.kind}|${finding.element}|${finding.text}`;
    const entry = grouped.get(key) ?? { screens: new Set(), states: new Set(), finding };
    entry.screens.add(finding.screen);
    entry.states.add(finding.state);
    grouped.set(key, entry);
  }
  return [...grouped.values()]
    .map(
      ({ screens, states, finding }) =>
        `${finding.kind}: ${finding.element}\n    “${finding.text}”\n    on ${[...screens].join(', ')} [${[...states].join('; ')}]`,
    )
    .join('\n');
}
