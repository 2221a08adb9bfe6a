import { Box, Group, LoadingOverlay, ScrollArea, Select, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { NamedPagination } from './NamedPagination.tsx';
import { TruncatedText } from './TruncatedText.tsx';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** The cell; text is kept to one line and cut past a width, with the full text on hover and focus. */
  render: (row: T) => ReactNode;
  width?: number | string;
  /** How the rows are sorted by this column, for a header that sorts (announced as `aria-sort`). */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface DataTableBaseProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** No data yet (first load). */
  loading: boolean;
  /** Data shown, newer data on its way. */
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Rows beyond this count are virtualised. */
  virtualizeAfter?: number;
  /** Height of the scrolling body when virtualised, in pixels. */
  height?: number;
}

/** The table's words: given, or the `caption`, `empty` and `emptyHint` of an i18n section. */
type DataTableWords =
  | {
      /** Accessible name of the table. */
      caption: string;
      emptyTitle: string;
      emptyDescription?: ReactNode;
      texts?: never;
    }
  | {
      texts: string;
      /** The i18n key of the hint an empty table shows when its section has no `emptyHint` of its own. */
      emptyHintElse?: string;
      /**
       * No filter is set: an empty table says its section's `emptyYet` and `emptyYetHint` where it has them (a
       * first day's empty audit log has nothing to change a filter of).
       */
      unfiltered?: boolean;
      caption?: never;
      emptyTitle?: never;
      emptyDescription?: never;
    };

export type DataTableProps<T> = DataTableBaseProps<T> & DataTableWords;

const ROW_HEIGHT = 40;

/** Text cells at most one line of a bounded width, so a long name never pushes the other columns away. */
const cell = (content: ReactNode) =>
  typeof content === 'string' ? <TruncatedText>{content}</TruncatedText> : content;

/** A server-paginated table: the server answers one page; long pages are virtualised. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  if (props.texts === undefined) return <WordedTable {...props} />;
  const { texts, emptyHintElse, unfiltered = false, ...rest } = props;
  const yet = unfiltered ? [`${texts}.emptyYetHint`] : [];
  const hints = [...yet, `${texts}.emptyHint`, ...(emptyHintElse ? [emptyHintElse] : [])];
  return (
    <WordedTable
      {...rest}
      caption={t(`${texts}.caption`)}
      emptyTitle={t([...(unfiltered ? [`${texts}.emptyYet`] : []), `${texts}.empty`])}
      emptyDescription={t(hints, { defaultValue: '' }) || undefined}
    />
  );
}

function WordedTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 25, 50, 100, 200],
  loading,
  fetching = false,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  virtualizeAfter = 60,
  height = 560,
}: DataTableBaseProps<T> & Extract<DataTableWords, { caption: string }>) {
  const { t, i18n } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const list = rows ?? [];
  const virtual = list.length > virtualizeAfter;
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
  });

  if (error && !rows) return <ErrorState title={t('table.error')} message={error} onRetry={onRetry} />;

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const number = new Intl.NumberFormat(i18n.language);

  const renderRow = (row: T, index: number, measure?: (node: Element | null) => void) => (
    <Table.Tr key={rowKey(row)} data-index={index} ref={measure}>
      {columns.map((column) => (
        <Table.Td key={column.key}>{cell(column.render(row))}</Table.Td>
      ))}
    </Table.Tr>
  );

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtual ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  const body = virtual ? (
    <>
      {paddingTop > 0 ? (
        <Table.Tr aria-hidden>
          <Table.Td colSpan={columns.length} style={{ height: paddingTop, padding: 0 }} />
        </Table.Tr>
      ) : null}
      {items.map((item) => {
        const row = list[item.index];
        return row === undefined ? null : renderRow(row, item.index, virtualizer.measureElement);
      })}
      {paddingBottom > 0 ? (
        <Table.Tr aria-hidden>
          <Table.Td colSpan={columns.length} style={{ height: paddingBottom, padding: 0 }} />
        </Table.Tr>
      ) : null}
    </>
  ) : (
    list.map((row, index) => renderRow(row, index))
  );

  return (
    <Box pos="relative">
      <LoadingOverlay visible={loading || fetching} zIndex={2} overlayProps={{ blur: 1 }} />
      {error ? (
        <Text c="red" size="sm" role="alert" mb="xs">
          {error}
        </Text>
      ) : null}
      {/* The viewport takes focus so a keyboard can scroll a table wider or taller than the screen even when
          no cell holds a button or link. */}
      <ScrollArea.Autosize
        mah={virtual ? height : undefined}
        viewportRef={viewport}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': caption }}
        type="auto"
      >
        <Table
          striped
          highlightOnHover
          verticalSpacing={6}
          fz="sm"
          aria-label={caption}
          aria-busy={loading || fetching}
          aria-rowcount={total}
          stickyHeader={virtual}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  style={column.width ? { width: column.width } : undefined}
                  scope="col"
                  aria-sort={column.sort}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {!loading && list.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : null}
      {loading && list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" size="sm">
          {t('common.loading')}
        </Text>
      ) : null}
      <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('table.range', {
            from: number.format(from),
            to: number.format(to),
            total: number.format(total),
          })}
        </Text>
        <Group gap="sm">
          {onPageSizeChange ? (
            <Select
              aria-label={t('table.rowsPerPage')}
              data={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(pageSize)}
              onChange={(value) => {
                if (value) onPageSizeChange(Number(value));
              }}
              allowDeselect={false}
              w={90}
              size="xs"
            />
          ) : null}
          <NamedPagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} />
        </Group>
      </Group>
    </Box>
  );
}
