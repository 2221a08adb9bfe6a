import type { SessionInfo } from '@curbside/contract';
import { describeError, problemFieldErrors } from '../lib/errors.ts';
import { i18n } from '../lib/i18n.ts';
import { h, icon } from './dom.ts';
import './signin.css';

export interface Credentials {
  userName: string;
  password: string;
}

export interface SignInFormOptions {
  /** Sends the credentials; answers the new session, or null when the server answered no data (spec §5). */
  signIn: (credentials: Credentials) => Promise<SessionInfo | null>;
  /** Where to go once signed in. */
  onSignedIn: (session: SessionInfo) => void;
  /** Opens a path of the site (the application's router when it runs, a page load otherwise). */
  onNavigate?: (path: string) => void;
}

interface Field {
  input: HTMLInputElement;
  label: HTMLLabelElement;
  error: HTMLElement;
}

let fieldCount = 0;

function field(type: string, autoComplete: string, trailing?: HTMLElement): Field & { root: HTMLElement } {
  fieldCount += 1;
  const id = `signin-${autoComplete}-${fieldCount}`;
  const input = h('input', {
    id,
    type,
    autocomplete: autoComplete,
    required: true,
    'aria-required': 'true',
    class: 'cs-signin-input',
  });
  const label = h('label', { for: id, class: 'cs-signin-label' });
  const error = h('div', { id: `${id}-error`, class: 'cs-signin-error', hidden: true });
  const control = trailing ? h('div', { class: 'cs-signin-password' }, input, trailing) : input;
  return { root: h('div', { class: 'cs-signin-field' }, label, control, error), input, label, error };
}

function showFieldError({ input, error }: Field, message: string | null | undefined): void {
  error.textContent = message ?? '';
  error.hidden = !message;
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', error.id);
  } else {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

/**
 * The sign-in form, built without React so that the sign-in page can start without the application (ADR 0042);
 * the application shows the same form at its sign-in route. Answers a function that removes it.
 */
export function mountSignInForm(container: HTMLElement, options: SignInFormOptions): () => void {
  // The sign-in texts name their namespace (`auth:`); the rest (validation, errors) are core messages.
  const t = i18n.getFixedT(null, 'auth');
  const title = h('h1', { id: 'login-title', class: 'cs-signin-title' });
  const subtitle = h('p', { class: 'cs-signin-dimmed' });
  const alert = h('div', { role: 'alert', class: 'cs-signin-alert', hidden: true });
  const email = field('email', 'username');
  email.input.dir = 'ltr';
  email.input.autofocus = true;
  const reveal = h('button', { type: 'button', class: 'cs-signin-reveal', 'aria-pressed': 'false' });
  const password = field('password', 'current-password', reveal);
  const forgot = h('a', { href: '/auth/recoverpwd', class: 'cs-signin-link' });
  const submit = h('button', { type: 'submit', class: 'cs-signin-submit' });
  const form = h(
    'form',
    { novalidate: true, 'aria-labelledby': 'login-title', class: 'cs-signin-form' },
    h('div', {}, title, subtitle),
    alert,
    email.root,
    password.root,
    h('div', { class: 'cs-signin-end' }, forgot),
    submit,
  );

  let revealed = false;
  let pending = false;

  const paint = () => {
    title.textContent = t('auth:auth.login.title');
    subtitle.textContent = t('auth:auth.login.subtitle');
    email.label.textContent = t('auth:auth.login.email');
    password.label.textContent = t('auth:auth.login.password');
    for (const { label } of [email, password])
      label.append(h('span', { class: 'cs-signin-required', 'aria-hidden': 'true' }, ' *'));
    reveal.setAttribute('aria-label', t('auth:auth.login.showPassword'));
    reveal.replaceChildren(icon(revealed ? 'eyeOff' : 'eye'));
    forgot.textContent = t('auth:auth.login.forgot');
    submit.textContent = t('auth:auth.login.submit');
  };

  const showAlert = (message: string | null, filled = false) => {
    alert.replaceChildren();
    alert.hidden = !message;
    if (!message) return;
    alert.className = filled ? 'cs-signin-alert cs-signin-alert-filled' : 'cs-signin-alert';
    // The danger colour on the element itself, as the application's alerts carry it.
    alert.style.setProperty('--cs-alert-accent', 'var(--mantine-color-red-9)');
    alert.append(icon('alert'), h('div', {}, message));
  };

  const setPending = (value: boolean) => {
    pending = value;
    submit.disabled = value;
    submit.toggleAttribute('data-loading', value);
    submit.setAttribute('aria-busy', String(value));
  };

  reveal.addEventListener('click', () => {
    revealed = !revealed;
    password.input.type = revealed ? 'text' : 'password';
    reveal.setAttribute('aria-pressed', String(revealed));
    reveal.replaceChildren(icon(revealed ? 'eyeOff' : 'eye'));
  });

  forgot.addEventListener('click', (event) => {
    if (!options.onNavigate || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    options.onNavigate('/auth/recoverpwd');
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pending) return;
    const userName = email.input.value.trim();
    const secret = password.input.value;
    showFieldError(email, userName === '' ? t('validation.required') : null);
    showFieldError(password, secret === '' ? t('validation.required') : null);
    if (userName === '' || secret === '') return;
    showAlert(null);
    setPending(true);
    options.signIn({ userName, password: secret }).then(
      (session) => {
        setPending(false);
        if (session) options.onSignedIn(session);
        else showAlert(t('errors.dataNull'), true);
      },
      (error: unknown) => {
        setPending(false);
        const fields = problemFieldErrors(error);
        showFieldError(email, fields.userName);
        showFieldError(password, fields.password);
        showAlert(Object.keys(fields).length > 0 ? null : describeError(error, t));
      },
    );
  });

  paint();
  i18n.on('languageChanged', paint);
  container.append(form);
  if (!container.ownerDocument.activeElement || container.ownerDocument.activeElement === document.body)
    email.input.focus();
  return () => {
    i18n.off('languageChanged', paint);
    form.remove();
  };
}
