import { Button, Center, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isChunkLoadError } from '../components/chunks.tsx';

/** The generic fallback screen of the error catalogue, for an error no screen handled. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const detail = error instanceof Error ? error.message : null;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={560} ta="center" role="alert">
        <ThemeIcon color="red" variant="light" size={56} radius="xl">
          <IconAlertOctagon size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('errors.unexpected')}
        </Title>
        <Text c="dimmed">{chunk ? t('errors.chunkFailedHint') : t('errors.unexpectedHint')}</Text>
        {import.meta.env.DEV && detail ? <Code block>{detail}</Code> : null}
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            {t('common.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

interface BoundaryProps {
  /** The address shown; a new one clears the error, as the data router's `errorElement` did. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  pathname: string;
  failed: boolean;
  error: unknown;
}

/** Catches what any route throws while rendering and shows `RouteError` until the address changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname
      ? null
      : { pathname: props.pathname, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
