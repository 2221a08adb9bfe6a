import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import changelog from '../../../../../CHANGELOG.md?raw';
import { EmptyState } from '../../components/EmptyState.tsx';
import MarkdownView from '../../components/fields/MarkdownView.tsx';

/** The repository's CHANGELOG.md, bundled with this screen's chunk and drawn by the one Markdown renderer. */
export default function ReleaseNoteScreen() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('auth.releaseNotes.title')}
      </Title>
      <div dir="ltr" lang="en">
        {changelog.trim() ? (
          <MarkdownView source={changelog} />
        ) : (
          <EmptyState title={t('auth.releaseNotes.title')} />
        )}
      </div>
      <Anchor component={Link} to="/" size="sm">
        {t('common.goHome')}
      </Anchor>
    </Stack>
  );
}
