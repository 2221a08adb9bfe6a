import type { HelpScreenName } from '@curbside/contract';
import { textIn } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Drawer, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../lib/query.ts';
import MarkdownView from './fields/MarkdownView.tsx';
import { loadingOrFailed } from './QueryError.tsx';

/** The help of one console screen in the reader's language, drawn by the one sanitising renderer (ADR 61). */
export default function ScreenHelpPanel({
  screenName,
  onClose,
}: {
  screenName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const help = useApiQuery(routes.company.getHelpTextListByName, {
    // The code is one of the session's console screens, the kinds the call names.
    body: { screenName: screenName as HelpScreenName },
  });
  const item = help.data?.item;
  const arabic = i18n.language.startsWith('ar') && item?.body.ar.trim();
  return (
    <Drawer
      opened
      onClose={onClose}
      position={i18n.dir() === 'rtl' ? 'left' : 'right'}
      title={item ? textIn(item.title, i18n.language) : t('screenHelp.open')}
    >
      {loadingOrFailed(help, t('screenHelp.failed')) ??
        (item ? (
          <div lang={arabic ? 'ar' : 'en'} dir={arabic ? 'rtl' : 'ltr'}>
            <MarkdownView source={textIn(item.body, i18n.language)} />
          </div>
        ) : (
          <Text c="dimmed">{t('screenHelp.none')}</Text>
        ))}
    </Drawer>
  );
}
