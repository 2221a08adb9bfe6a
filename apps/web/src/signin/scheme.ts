import { COLOR_SCHEME_STORAGE_KEY, type ColorSchemeChoice, isColorSchemeChoice } from '../lib/colorScheme.ts';
import { i18n } from '../lib/i18n.ts';
import { h, type IconName, icon } from './dom.ts';

const OPTIONS: readonly { value: ColorSchemeChoice; icon: IconName; label: string }[] = [
  { value: 'light', icon: 'sun', label: 'nav.light' },
  { value: 'dark', icon: 'moon', label: 'nav.dark' },
  { value: 'auto', icon: 'desktop', label: 'nav.auto' },
];

function storedChoice(): ColorSchemeChoice {
  try {
    const value = localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    if (isColorSchemeChoice(value)) return value;
  } catch {
    // Storage can be unavailable (private mode); the system's scheme applies.
  }
  return 'auto';
}

/**
 * The colour scheme menu of the signed-out frame without Mantine's provider: it keeps the choice where Mantine
 * keeps it and sets `<html data-mantine-color-scheme>` as Mantine does, following the system when asked to.
 */
export function colorSchemeControl(): { root: HTMLElement; paint: () => void } {
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  let choice = storedChoice();
  const computed = () => (choice === 'auto' ? (system.matches ? 'dark' : 'light') : choice);

  const button = h('button', {
    type: 'button',
    class: 'cs-signin-icon-button',
    'aria-haspopup': 'menu',
    'aria-expanded': 'false',
    'aria-controls': 'cs-signin-scheme-menu',
  });
  const menu = h('div', { role: 'menu', id: 'cs-signin-scheme-menu', class: 'cs-signin-menu', hidden: true });
  const items = OPTIONS.map((option) => {
    const item = h('button', {
      type: 'button',
      role: 'menuitem',
      tabindex: '-1',
      class: 'cs-signin-menu-item',
    });
    item.addEventListener('click', () => {
      choice = option.value;
      try {
        localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, choice);
      } catch {
        // Not remembered, but still applied.
      }
      close(true);
      paint();
    });
    menu.append(item);
    return { option, item };
  });

  const open = () => {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    (items.find(({ option }) => option.value === choice) ?? items[0])?.item.focus();
  };
  function close(refocus: boolean) {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (refocus) button.focus();
  }
  button.addEventListener('click', () => (menu.hidden ? open() : close(false)));
  menu.addEventListener('keydown', (event) => {
    const index = items.findIndex(({ item }) => item === document.activeElement);
    if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : items.length - 1;
      items[(index + step) % items.length]?.item.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (
      !menu.hidden &&
      event.target instanceof Node &&
      !menu.contains(event.target) &&
      !button.contains(event.target)
    )
      close(false);
  });

  function paint() {
    const scheme = computed();
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
    button.setAttribute('aria-label', i18n.t('nav.colorScheme'));
    button.replaceChildren(icon(scheme === 'dark' ? 'moon' : 'sun'));
    for (const { option, item } of items) {
      const current = option.value === choice;
      item.replaceChildren(icon(option.icon, 16), h('span', {}, i18n.t(option.label)));
      if (current) item.append(icon('check', 14));
      item.toggleAttribute('aria-current', current);
      if (current) item.setAttribute('aria-current', 'true');
    }
  }
  system.addEventListener('change', paint);
  paint();
  return { root: h('div', { class: 'cs-signin-scheme' }, button, menu), paint };
}
