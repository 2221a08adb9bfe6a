import { ActionIcon, Button, Checkbox, Group, Modal, Paper, Stack, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/errors.ts';
import { DataTable, type DataTableColumn } from './DataTable.tsx';
import { FormErrorAlert } from './FormError.tsx';
import { ListSearch, useListSearch } from './ListSearch.tsx';
import { PageHeader } from './PageHeader.tsx';
import { type FormValues, ResourceForm, type ResourceFormProps } from './ResourceForm.tsx';
import { type PagedQuery, usePaging } from './usePaging.ts';

/** What a screen's list query gives the screen: a page of rows and its state. */
export type ListState<T> = PagedQuery<T>;

export interface CrudViewProps<T> {
  title: string;
  description?: ReactNode;
  /** Accessible name of the table. */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => string;
  /** Reads one page; the screen passes the page, its size and the search text. */
  useList: (input: { page: number; pageSize: number; search?: string }) => ListState<T>;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /**
   * The form of a new row and of an existing one, as `ResourceForm` takes it, but for the row's values and its
   * save, which know the row edited (null for a new one); absent for read-only lists.
   */
  form?: Pick<ResourceFormProps, 'fields' | 'schema' | 'extra' | 'onValuesChange'> & {
    initial: (row: T | null) => FormValues;
    save: (values: FormValues, row: T | null) => Promise<unknown>;
  };
  /** Opens a row somewhere else instead of the form (a route of its own). */
  onEdit?: (row: T) => void;
  onAdd?: () => void;
  remove?: (row: T) => Promise<unknown>;
  /** Text of the confirmation before `remove`. */
  confirmRemove?: (row: T) => string;
  addLabel: string;
  /** Filters or actions shown beside the search box. */
  toolbar?: ReactNode;
  /** Changes when the screen's own filters change, which takes the list back to its first page. */
  filterKey?: string;
  /** Shown between the filters and the table (the actions on the chosen rows). */
  banner?: ReactNode;
  /** A check box on each row and one for the whole page; the screen keeps the chosen keys. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    pageLabel: string;
    rowLabel: (row: T) => string;
  };
  /** More actions of a row, after edit and delete. */
  rowActions?: (row: T) => ReactNode;
  /** Words for a failed change; by default the server's own. */
  describeError?: (error: unknown) => string;
}

/**
 * What `CrudScreen` shows (screens use `CrudScreen`, ADR 58): a server-paged, searchable list with add, edit and
 * delete through one form in a dialog.
 */
export function CrudView<T>(props: CrudViewProps<T>) {
  const { t } = useTranslation();
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const [search, setSearch] = useListSearch();
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [seenFilter, setSeenFilter] = useState(props.filterKey);
  if (seenFilter !== props.filterKey) {
    setSeenFilter(props.filterKey);
    setPage(1);
  }
  const list = props.useList({ page, pageSize, ...(debounced ? { search: debounced } : {}) });
  const { form, remove, onEdit, rowActions, selection, rowKey } = props;
  const { describeError: describeProp } = props;
  const describe = useCallback(
    (error: unknown) => (describeProp ? describeProp(error) : describeError(error, t)),
    [describeProp, t],
  );
  const pageRows = list.data?.items;

  const selectColumn = useMemo<DataTableColumn<T> | null>(() => {
    if (!selection) return null;
    const keys = (pageRows ?? []).map(rowKey);
    const chosen = keys.filter((key) => selection.selected.has(key)).length;
    return {
      key: 'select',
      width: 40,
      header: (
        <Checkbox
          aria-label={selection.pageLabel}
          checked={keys.length > 0 && chosen === keys.length}
          indeterminate={chosen > 0 && chosen < keys.length}
          onChange={(event) => {
            const next = new Set(selection.selected);
            for (const key of keys) {
              if (event.currentTarget.checked) next.add(key);
              else next.delete(key);
            }
            selection.onChange(next);
          }}
        />
      ),
      render: (row) => (
        <Checkbox
          aria-label={selection.rowLabel(row)}
          checked={selection.selected.has(rowKey(row))}
          onChange={(event) => {
            const next = new Set(selection.selected);
            if (event.currentTarget.checked) next.add(rowKey(row));
            else next.delete(rowKey(row));
            selection.onChange(next);
          }}
        />
      ),
    };
  }, [selection, pageRows, rowKey]);

  const columns = useMemo<DataTableColumn<T>[]>(() => {
    const leading = selectColumn ? [selectColumn] : [];
    if (!form && !remove && !onEdit && !rowActions) return [...leading, ...props.columns];
    const actions: DataTableColumn<T> = {
      key: 'actions',
      header: t('resource.actions'),
      width: rowActions ? undefined : 96,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {form || onEdit ? (
            <Tooltip label={t('resource.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('resource.edit')}
                onClick={() => (onEdit ? onEdit(row) : setEditing({ row }))}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {remove ? (
            <Tooltip label={t('resource.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('resource.delete')}
                onClick={async () => {
                  const question = props.confirmRemove?.(row) ?? t('resource.confirmDelete');
                  if (typeof window.confirm === 'function' && !window.confirm(question)) return;
                  setRemoveError(null);
                  try {
                    await remove(row);
                  } catch (error) {
                    setRemoveError(describe(error));
                  }
                }}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {rowActions?.(row)}
        </Group>
      ),
    };
    return [...leading, ...props.columns, actions];
  }, [props.columns, props.confirmRemove, form, remove, onEdit, rowActions, selectColumn, describe, t]);

  return (
    <Stack gap="md">
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          form || props.onAdd ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => (props.onAdd ? props.onAdd() : setEditing({ row: null }))}
            >
              {props.addLabel}
            </Button>
          ) : null
        }
      />
      <Paper withBorder p="sm" radius="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ListSearch value={search} onChange={(value) => paging.refilter(() => setSearch(value))} />
          {props.toolbar}
        </Group>
      </Paper>
      {props.banner}
      <FormErrorAlert message={removeError} />
      <DataTable
        caption={props.caption}
        columns={columns}
        {...paging.tableProps<T>(list)}
        rowKey={props.rowKey}
        emptyTitle={props.emptyTitle}
        emptyDescription={props.emptyDescription}
      />
      {form ? (
        <Modal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          title={editing?.row ? t('resource.editTitle', { what: props.title }) : props.addLabel}
          size="lg"
        >
          {editing ? (
            <ResourceForm
              fields={form.fields}
              schema={form.schema}
              initial={form.initial(editing.row)}
              submitLabel={t('resource.save')}
              onCancel={() => setEditing(null)}
              extra={form.extra}
              onValuesChange={form.onValuesChange}
              describeError={props.describeError}
              onSubmit={async (values) => {
                await form.save(values, editing.row);
                setEditing(null);
              }}
            />
          ) : null}
        </Modal>
      ) : null}
    </Stack>
  );
}
