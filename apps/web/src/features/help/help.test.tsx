import { type HelpText, helpTexts } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectCompanyUserSentHome } from '../../testing/access.ts';
import { id, makePlatformSession, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { saveDialog } from '../../testing/select.ts';

const kioskHelp: HelpText = {
  id: id(1),
  screenName: 'Settings/Kiosk',
  title: { en: 'Kiosks', ar: 'الأكشاك' },
  body: { en: 'Pair a kiosk with **its code**.', ar: 'اقرن الكشك **برمزه**.' },
};

const put = async (user: UserEvent, box: HTMLElement, value: string) => {
  await user.clear(box);
  await user.click(box);
  await user.paste(value);
};

describe('/SuperAdmin/HelpText', () => {
  it('lists the help texts by screen and adds one, refusing a second for the same screen', async () => {
    const fake = fakeCollection(helpTexts, [kioskHelp], { unique: 'screenName' });
    const { user } = openScreen('/SuperAdmin/HelpText', fake.handlers, { session: makePlatformSession() });
    const table = await screen.findByRole('table', { name: 'Help texts' });
    expect(await within(table).findByText('Kiosks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add help text' }));
    const dialog = await screen.findByRole('dialog');
    const screenBox = within(dialog).getByRole('textbox', { name: 'Screen' });
    await user.click(screenBox);
    await user.type(screenBox, 'Kiosk)');
    await user.keyboard('{ArrowDown}{Enter}');
    await put(user, await within(dialog).findByRole('textbox', { name: 'Title (English)' }), 'Kiosks again');
    await put(user, within(dialog).getByRole('textbox', { name: 'Help (English)' }), 'More.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value is taken already.')).toBeInTheDocument();

    await user.clear(screenBox);
    await user.type(screenBox, 'IpAddress)');
    await user.keyboard('{ArrowDown}{Enter}');
    await saveDialog(user, dialog);
    expect(fake.rows().map((row) => row.screenName)).toEqual(['Settings/Kiosk', 'Settings/IpAddress']);
  });

  it('is not a company screen: a company user is sent to their own home', async () => {
    await expectCompanyUserSentHome('/SuperAdmin/HelpText');
  });
});

describe('the "?" of a console screen', () => {
  const serve = (item: HelpText | null) =>
    mockSignedInApi({
      ...fakeCollection(helpTexts, []).handlers,
      'Article/GetPostArticles': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
      'Company/GetHelpTextListByName': () => ({ item }),
    });

  it("opens the screen's help by its name, drawn from Markdown, and asks for it only when opened", async () => {
    const server = serve({ ...kioskHelp, screenName: 'Settings/PostArticle' });
    const { user } = renderApp('/Settings/PostArticle', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    const help = await screen.findByRole('button', { name: 'Help for this screen' });
    expect(server.callsTo('Company/GetHelpTextListByName')).toHaveLength(0);
    await user.click(help);
    const panel = await screen.findByRole('dialog', { name: 'Kiosks' });
    expect((await within(panel).findByText('its code')).tagName).toBe('STRONG');
    expect(server.callsTo('Company/GetHelpTextListByName')[0]?.body).toMatchObject({
      screenName: 'Settings/PostArticle',
    });
  });

  it('reads in Arabic, and says so where the platform wrote no help', async () => {
    serve({ ...kioskHelp, screenName: 'Settings/PostArticle' });
    const arabic = renderApp('/Settings/PostArticle', {
      session: makeSession({ rules: ['settings.manage'] }),
      language: 'ar',
    });
    await arabic.user.click(await screen.findByRole('button', { name: 'مساعدة هذه الشاشة' }));
    const panel = await screen.findByRole('dialog', { name: 'الأكشاك' });
    expect((await within(panel).findByText('برمزه')).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    arabic.unmount();

    serve(null);
    const { user } = renderApp('/Settings/PostArticle', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Help for this screen' }));
    expect(await screen.findByText('There is no help for this screen yet.')).toBeInTheDocument();
  });
});
