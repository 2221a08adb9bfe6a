import { type Article, companyArticles, platformArticles, type WelcomeArticle } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectCompanyUserSentHome } from '../../testing/access.ts';
import { crudScreenCases } from '../../testing/crudScreenCases.tsx';
import { id, makePlatformSession, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { saveDialog } from '../../testing/select.ts';

const article = (n: number, title: string, extra: Partial<Article> = {}): Article => ({
  id: id(n),
  title: { en: title, ar: `${title} بالعربية` },
  body: { en: 'The stand is by the **east door**.', ar: 'المنصة عند **الباب الشرقي**.' },
  publishFrom: '2026-03-01',
  publishUntil: '2026-03-31',
  audience: [],
  active: true,
  ...extra,
});

/** Fills a new article: its English title and body, and its first day (pasted: typing is slow on a busy machine). */
const fill = async (user: UserEvent, dialog: HTMLElement, title: string) => {
  // The content fields come in a chunk of their own.
  const put = async (box: HTMLElement, value: string) => {
    await user.clear(box);
    await user.click(box);
    await user.paste(value);
  };
  await put(await within(dialog).findByRole('textbox', { name: 'Title (English)' }), title);
  await put(within(dialog).getByRole('textbox', { name: 'Text (English)' }), 'Read me.');
  await put(within(dialog).getByLabelText('First day'), '2026-04-01');
};

describe('/Settings/PostArticle', () => {
  crudScreenCases({
    resource: companyArticles,
    path: '/Settings/PostArticle',
    rows: [article(1, 'Valet stand moves'), article(2, 'New uniforms', { audience: ['DRIVER'] })],
    nameOf: (row) => row.title.en,
    labels: { table: 'Articles', add: 'Add article', empty: 'No articles yet' },
    writer: () => makeSession({ rules: ['settings.manage', 'users.manage'] }),
    handlers: { 'UserManagement/GetRoles': () => ({ items: [] }) },
    fill,
  });

  it('is also at /ui/PostArticle, and lists in Arabic with the Arabic title', async () => {
    mockSignedInApi({
      'UserManagement/GetRoles': () => ({ items: [] }),
      ...fakeCollection(companyArticles, [article(1, 'Valet stand moves')]).handlers,
    });
    renderApp('/ui/PostArticle', { session: makeSession({ rules: ['settings.manage'] }), language: 'ar' });
    const table = await screen.findByRole('table', { name: 'المقالات' });
    expect(await within(table).findByText('Valet stand moves بالعربية')).toBeInTheDocument();
    expect(within(table).getByText('الجميع')).toBeInTheDocument();
  });
});

describe('/SuperAdmin/PostArticle', () => {
  it('lets the super-admin add a platform article for chosen roles', async () => {
    const fake = fakeCollection(platformArticles, [article(3, 'Platform news')]);
    const { user } = openScreen('/SuperAdmin/PostArticle', fake.handlers, { session: makePlatformSession() });
    const table = await screen.findByRole('table', { name: 'Platform articles' });
    expect(await within(table).findByText('Platform news')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add article' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, dialog, 'Maintenance on Sunday');
    const roles = within(dialog).getByRole('textbox', { name: 'For' });
    await user.click(roles);
    await user.type(roles, 'Val');
    await user.keyboard('{ArrowDown}{Enter}');
    await saveDialog(user, dialog);
    expect(fake.rows().find((row) => row.title.en === 'Maintenance on Sunday')?.audience).toEqual(['VALET']);
  });

  it('is not a company screen: a company user is sent to their own home', async () => {
    await expectCompanyUserSentHome('/SuperAdmin/PostArticle');
  });
});

describe('/Welcome', () => {
  const today = (items: WelcomeArticle[]) => () => ({ date: '2026-03-10', items });
  const welcome = (n: number, source: WelcomeArticle['source'], body: { en: string; ar: string }) => ({
    id: id(n),
    source,
    title: { en: `News ${n}`, ar: `خبر ${n}` },
    body,
    publishFrom: '2026-03-10',
  });

  it("shows the day's articles, the company's and the platform's, with their Markdown drawn safely", async () => {
    mockSignedInApi({
      'Article/GeArticlesByDates': today([
        welcome(1, 'company', { en: '**Bold** news <script>window.hacked = true</script>', ar: '' }),
        welcome(2, 'platform', {
          en: '[Evil](javascript:alert(1)) <img src=x onerror="window.hacked=true">',
          ar: '',
        }),
      ]),
    });
    renderApp('/Welcome', { session: makeSession() });
    const list = await screen.findByRole('region', { name: "Today's articles" });
    expect(within(list).getByRole('heading', { name: 'News 1' })).toBeInTheDocument();
    expect(within(list).getByText('Bold').tagName).toBe('STRONG');
    expect(within(list).getByText('Your company')).toBeInTheDocument();
    expect(within(list).getByText('Platform')).toBeInTheDocument();
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('[onerror]')).toBeNull();
    expect(within(list).getByText('Evil').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('reads in Arabic, right to left, falling back to English where no Arabic was written', async () => {
    mockSignedInApi({
      'Article/GeArticlesByDates': today([
        welcome(1, 'company', { en: 'In English', ar: 'بالعربية' }),
        welcome(2, 'platform', { en: 'English only', ar: '' }),
      ]),
    });
    renderApp('/Welcome', { session: makeSession(), language: 'ar' });
    const list = await screen.findByRole('region', { name: 'مقالات اليوم' });
    expect(within(list).getByText('بالعربية').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(list).getByText('English only').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(within(list).getByText('المنصة')).toBeInTheDocument();
  });

  it('says so when there is no news, and offers a retry when the call fails', async () => {
    mockSignedInApi({ 'Article/GeArticlesByDates': today([]) });
    const empty = renderApp('/Welcome', { session: makeSession() });
    expect(await screen.findByText('No news today')).toBeInTheDocument();
    empty.unmount();
    mockSignedInApi({ 'Article/GeArticlesByDates': () => problemReply(500, 'INTERNAL') });
    renderApp('/Welcome', { session: makeSession() });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
