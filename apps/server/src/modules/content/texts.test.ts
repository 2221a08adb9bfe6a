import { companyArticles, contract, helpScreenName, helpTexts, platformArticles } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { dateIn, nextDate, type SeededRoleCode } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';

const t = demoServer();
const hv = DEMO_ACCOUNTS.harborView;
const a = contract.article;

interface ArticleBody {
  title: { en: string; ar: string };
  body: { en: string; ar: string };
  publishFrom: string;
  publishUntil: string | null;
  audience: SeededRoleCode[];
  active: boolean;
}

const article = (n: number): ArticleBody => ({
  title: { en: `Valet stand moves ${n}`, ar: `نقل منصة الخدمة ${n}` },
  body: {
    en: '**From Monday** the stand is by the east door.',
    ar: '**من الاثنين** المنصة عند الباب الشرقي.',
  },
  publishFrom: '2026-03-01',
  publishUntil: '2026-03-31',
  audience: [],
  active: true,
});

collectionCases(t, {
  resource: companyArticles,
  sample: article,
  invalid: { body: { ...article(1), publishUntil: '2026-02-01' }, path: 'body.publishUntil' },
  reader: hv.dispatcher,
});

collectionCases(t, {
  resource: platformArticles,
  sample: article,
  invalid: { body: { ...article(1), audience: ['OWNER'] }, path: 'body.audience.0' },
});

// Each sample is the help of another screen (one help text per screen); the two below stay the tests' own.
const screens = helpScreenName.options.filter(
  (code) => code !== 'Settings/Kiosk' && code !== 'Settings/IpAddress',
);
collectionCases(t, {
  resource: helpTexts,
  sample: (n) => ({
    screenName: screens[n % screens.length] ?? 'Settings/Advertisement',
    title: { en: `Help ${n}`, ar: `مساعدة ${n}` },
    body: { en: 'Add one per row.', ar: 'أضف واحدًا لكل صف.' },
  }),
  invalid: {
    body: { screenName: 'Nowhere', title: { en: 'x', ar: '' }, body: { en: 'x', ar: '' } },
    path: 'body.screenName',
  },
});

describe("the day's articles", () => {
  const today = dateIn('UTC');
  const day = (offset: number) => {
    let value = today;
    for (let i = 0; i < offset; i += 1) value = nextDate(value);
    return value;
  };
  const titles = (answer: { data: { items: { title: { en: string } }[] } }) =>
    answer.data.items.map((item) => item.title.en);

  it("shows a role the company's and the platform's articles of the day, and no others", async () => {
    const save = (title: string, extra: Partial<Omit<ArticleBody, 'audience'>> & { audience?: string[] }) =>
      t.admin.call(a.addOrEditPostArticle, {
        body: { ...article(0), title: { en: title, ar: '' }, ...extra },
      });
    expect((await save('For everyone', { publishFrom: '2020-01-01', publishUntil: null })).status).toBe(200);
    expect(
      (await save('Drivers only', { publishFrom: '2020-01-01', publishUntil: null, audience: ['driver'] }))
        .data,
    ).toMatchObject({ audience: ['DRIVER'] });
    await save('Ended', { publishFrom: '2020-01-01', publishUntil: '2020-01-02' });
    await save('Not yet', { publishFrom: day(3), publishUntil: null });
    await save('Switched off', { publishFrom: '2020-01-01', publishUntil: null, active: false });
    const platform = await t.platform.call(a.addOrEditPlatformArticle, {
      body: {
        ...article(0),
        title: { en: 'Platform news', ar: '' },
        publishFrom: '2020-01-01',
        publishUntil: null,
      },
    });
    expect(platform.status).toBe(200);
    await t.platform.call(a.addOrEditPlatformArticle, {
      body: {
        ...article(0),
        title: { en: 'For valets', ar: '' },
        publishFrom: '2020-01-01',
        publishUntil: null,
        audience: ['VALET'],
      },
    });

    const admin = await t.admin.call(a.geArticlesByDates, { body: {} });
    expect(admin.status).toBe(200);
    expect(titles(admin).sort()).toEqual(['For everyone', 'Platform news']);
    const driver = await t.driver.call(a.geArticlesByDates, { body: {} });
    expect(titles(driver).sort()).toEqual(['Drivers only', 'For everyone', 'Platform news']);
    // A later day shows what starts then; another company sees the platform's articles but not Harbor View's.
    const later = await t.admin.call(a.geArticlesByDates, { body: { date: day(3) } });
    expect(titles(later)).toContain('Not yet');
    const lakeside = await t.lakeside.call(a.geArticlesByDates, { body: {} });
    expect(titles(lakeside)).toEqual(['Platform news']);
    expect(lakeside.data.items[0]?.source).toBe('platform');
  });

  it('lets a company read platform articles but neither list nor change them', async () => {
    const made = await t.platform.call(a.addOrEditPlatformArticle, { body: article(7) });
    expect((await t.admin.call(a.getPlatformArticles, { body: {} })).status).toBe(403);
    expect(
      (await t.admin.call(a.addOrEditPlatformArticle, { body: { ...article(8), id: made.data.id } })).status,
    ).toBe(403);
    expect((await t.admin.call(a.deletePlatformArticle, { body: { id: made.data.id } })).status).toBe(403);
    const company = { kind: 'company', companyId: t.server.ids.harborView.companyId } as const;
    await expect(
      inScope(t.server.deps.db, company, (tx) =>
        tx.insert(schema.platformArticles).values({ ...article(9), audience: [] }),
      ),
    ).rejects.toThrow();
  });
});

describe('help by screen name', () => {
  it("answers a screen's help to a company user, and null for a screen without", async () => {
    const saved = await t.platform.call(contract.company.addOrUpdateHelpText, {
      body: {
        screenName: 'Settings/Kiosk',
        title: { en: 'Kiosks', ar: 'الأكشاك' },
        body: { en: 'Pair a kiosk with its code. <script>alert(1)</script>', ar: 'اقرن الكشك برمزه.' },
      },
    });
    expect(saved.status).toBe(200);
    const found = await t.dispatcher.call(contract.company.getHelpTextListByName, {
      body: { screenName: 'Settings/Kiosk' },
    });
    expect(found.status).toBe(200);
    expect(found.data.item?.title).toEqual({ en: 'Kiosks', ar: 'الأكشاك' });
    const none = await t.dispatcher.call(contract.company.getHelpTextListByName, {
      body: { screenName: 'Settings/IpAddress' },
    });
    expect(none.data.item).toBeNull();
    const unknown = await t.dispatcher.call(contract.company.getHelpTextListByName, {
      body: { screenName: 'Nowhere' as 'Settings/Kiosk' },
    });
    expect(unknown.status).toBe(400);
    // One help per screen: a second for the same screen is a 409 naming the field.
    const again = await t.platform.call(contract.company.addOrUpdateHelpText, {
      body: { screenName: 'Settings/Kiosk', title: { en: 'Again', ar: '' }, body: { en: 'x', ar: '' } },
    });
    expect(again.status).toBe(409);
    expect(again.problem.errors?.[0]?.path).toBe('body.screenName');
  });
});
