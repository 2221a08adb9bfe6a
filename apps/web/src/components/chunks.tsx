import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../lib/i18n.ts';
import { FEATURE_NAMESPACES, type Feature } from '../lib/namespaces.ts';
import { TIMINGS } from '../lib/theme.ts';

/** A script chunk that did not load (network failure, new deployment, time-out). */
export class ChunkLoadError extends Error {
  readonly chunk: string;

  constructor(chunk: string, cause: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
}

const BROWSER_CHUNK_MESSAGES =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk|Unable to preload CSS/i;

/** Whether the chunk that failed was a style sheet (Vite preloads a screen's CSS with its script). */
export function isCssChunkError(error: unknown): boolean {
  const messages = [error, error instanceof Error ? error.cause : null]
    .map((value) => (value instanceof Error ? value.message : ''))
    .join(' ');
  return /preload CSS|CSS chunk/i.test(messages);
}

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError || (error instanceof Error && BROWSER_CHUNK_MESSAGES.test(error.message))
  );
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${milliseconds} ms`)), milliseconds);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface BoundaryProps {
  chunk: string;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
}

function ChunkFailed({ chunk, css, onRetry }: { chunk: string; css: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="alert">
        <Text fw={600}>{t(css ? 'errors.cssChunkFailed' : 'errors.chunkFailed', { n: chunk })}</Text>
        <Text c="dimmed" size="sm">
          {t('errors.chunkFailedHint')}
        </Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

/** Shows "Loading chunk {n} failed" with a retry for chunk failures; lets every other error through. */
export class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      console.warn(`chunk ${this.props.chunk} failed to load`, error, info.componentStack);
    }
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ChunkFailed chunk={this.props.chunk} css={isCssChunkError(error)} onRetry={this.retry} />;
  }
}

export function ScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center py={64} aria-busy="true">
      <Loader size="md" role="status" aria-label={t('common.loading')} />
    </Center>
  );
}

type ScreenModule = { default: ComponentType };

/** One screen in its own chunk: loaded on demand, and loaded again after a failure when asked to. */
export interface ScreenChunk {
  readonly chunk: string;
  component: LazyExoticComponent<ComponentType>;
  reload: () => void;
}

/**
 * Declares a screen loaded on demand, with its feature's messages in the current language fetched alongside.
 * A failed load (or one slower than the specification's time-out) becomes a `ChunkLoadError`, which
 * `LazyScreen` shows as "Loading chunk {n} failed" with a retry.
 */
export function screenChunk(
  chunk: string,
  load: () => Promise<ScreenModule>,
  feature?: Feature,
): ScreenChunk {
  const both = () =>
    Promise.all([load(), loadNamespaces(feature ? FEATURE_NAMESPACES[feature] : [])]).then(
      ([module]) => module,
    );
  const create = () =>
    lazy(() =>
      withTimeout(both(), TIMINGS.chunkLoadTimeout).catch((error: unknown) => {
        throw new ChunkLoadError(chunk, error);
      }),
    );
  const handle: ScreenChunk = {
    chunk,
    component: create(),
    reload: () => {
      handle.component = create();
    },
  };
  return handle;
}

/** Renders a screen chunk with a loader while it downloads and the chunk message if it fails. */
export function LazyScreen({ screen }: { screen: ScreenChunk }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    screen.reload();
    setAttempt((n) => n + 1);
  };
  const Current = screen.component;
  return (
    <ChunkErrorBoundary key={attempt} chunk={screen.chunk} onRetry={retry}>
      <Suspense fallback={<ScreenLoader />}>
        <Current />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
