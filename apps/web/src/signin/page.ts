import type { SessionInfo } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { callEndpoint } from '../lib/api.ts';
import { i18n, initI18n, loadNamespaces, setLanguage } from '../lib/i18n.ts';
import { landingOf } from '../lib/next.ts';
import { h, icon } from './dom.ts';
import { type Credentials, mountSignInForm } from './form.ts';
import { colorSchemeControl } from './scheme.ts';

/** Where to go once signed in: the `next` the guard sent, else the account's home. */
function landingAfter(session: SessionInfo): string {
  return landingOf(session, new URLSearchParams(window.location.search).get('next'));
}

/** English or Arabic, as the application's switch shows it (a radio group named "Language"). */
function languageSwitch(): { root: HTMLElement; paint: () => void } {
  const root = h('div', { role: 'radiogroup', class: 'cs-signin-segmented' });
  const options = (['en', 'ar'] as const).map((language) => {
    const input = h('input', {
      type: 'radio',
      name: 'cs-signin-language',
      value: language,
      id: `cs-lang-${language}`,
    });
    const text = h('span', { lang: language });
    input.addEventListener('change', () => {
      if (input.checked) void setLanguage(language);
    });
    root.append(h('label', { for: input.id, class: 'cs-signin-segment' }, input, text));
    return { language, input, text };
  });
  const paint = () => {
    root.setAttribute('aria-label', i18n.t('nav.language'));
    for (const { language, input, text } of options) {
      input.checked = i18n.language.startsWith(language);
      text.textContent = language === 'en' ? 'EN' : i18n.t('nav.arabic');
    }
  };
  return { root, paint };
}

/**
 * The sign-in page as it opens from its address: the application's signed-out frame (language, colour scheme,
 * brand, card) and the sign-in form, with no React, router or query cache (ADR 0042). Once signed in it opens
 * the landing page, which starts the application.
 */
export async function startSignInPage(container: HTMLElement): Promise<void> {
  await initI18n();
  await loadNamespaces(['auth']);
  const scheme = colorSchemeControl();

  // A visitor who is already signed in goes on at once, as the application's sign-in screen does.
  void callEndpoint(routes.login.getCurrentSession).then(
    (session) => {
      if (session) window.location.replace(landingAfter(session));
    },
    () => {
      // Nobody signed in (or the server is away): the form stays.
    },
  );

  const language = languageSwitch();
  const name = h('span', { class: 'cs-signin-brand-name' });
  const tagline = h('p', { class: 'cs-signin-dimmed cs-signin-tagline' });
  const card = h('main', { class: 'cs-signin-card' });
  container.replaceChildren(
    h(
      'div',
      { class: 'cs-signin-page' },
      h('div', { class: 'cs-signin-bar' }, language.root, scheme.root),
      h(
        'div',
        { class: 'cs-signin-column' },
        h(
          'div',
          { class: 'cs-signin-brand' },
          h('span', { class: 'cs-signin-brand-icon' }, icon('bus', 24)),
          name,
        ),
        tagline,
        card,
      ),
    ),
  );
  const paint = () => {
    name.textContent = i18n.t('app.name');
    tagline.textContent = i18n.t('app.tagline');
    language.paint();
    scheme.paint();
  };
  paint();
  i18n.on('languageChanged', paint);
  mountSignInForm(card, {
    signIn: (body: Credentials) => callEndpoint(routes.login.validateAuthentication, { body }),
    onSignedIn: (session) => window.location.replace(landingAfter(session)),
  });
}
