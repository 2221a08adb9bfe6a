import {
  type Collection,
  type Endpoint,
  type ItemOf,
  removeKeyOf,
  type SaveInputOf,
} from '@curbside/contract';
import { Button } from '@mantine/core';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callEndpoint, type InputOf } from '../lib/api.ts';
import { downloadCsv, toCsv } from '../lib/csv.ts';
import { keepPrevious, useApiQuery, useWrite } from '../lib/query.ts';
import { useAllowed } from '../lib/session.tsx';
import { type PageReader, usePagedExport } from '../lib/usePagedExport.ts';
import { CrudView, type CrudViewProps } from './CrudView.tsx';
import { plainParts } from './crudPlain.tsx';
import type { CrudScreenProps, SortKey } from './crudTypes.ts';
import type { DataTableColumn } from './DataTable.tsx';
import { ExportButton, ExportStatus } from './ExportStatus.tsx';
import type { FormValues } from './ResourceForm.tsx';

export type { CrudColumn, CrudScreenProps } from './crudTypes.ts';

/** Where a list call takes its input: the query of a GET, the body of a POST. */
function listInput(endpoint: Endpoint, input: Record<string, unknown>) {
  return (endpoint.method === 'GET' ? { query: input } : { body: input }) as InputOf<Endpoint>;
}

/**
 * The one entry of a list screen (ADR 58). Given a collection definition (`resource`): the server-paged,
 * searchable, sortable list with add, edit and delete through one form checked by the contract's schema, an
 * export of every page, and the right controls for someone who may only read; changes refresh what they write
 * (tags) here and in every other browser. Given a list the definitions cannot express yet (`useList` with its
 * own `form.save` and `remove`): the same view over it.
 */
export function CrudScreen<C extends Collection>(props: CrudScreenProps<C>): ReactNode;
export function CrudScreen<T>(props: CrudViewProps<T>): ReactNode;
export function CrudScreen(props: CrudScreenProps<Collection> | CrudViewProps<unknown>): ReactNode {
  return 'resource' in props ? <CollectionScreen {...props} /> : <CrudView {...props} />;
}

function CollectionScreen<C extends Collection>(props: CrudScreenProps<C>) {
  const { t } = useTranslation();
  const { t: screenT } = useTranslation(props.texts.split(':')[0]);
  const plain = props.plain ? plainParts(props.resource, screenT, props.plain) : null;
  const columnsProp = plain?.columns ?? props.columns ?? [];
  const navigate = useNavigate();
  const { resource, texts } = props;
  const canWrite = useAllowed(resource.spec.write);
  const [sort, setSort] = useState<{ key: SortKey<C>; direction: 'asc' | 'desc' }>({
    key: resource.spec.list.sort[0],
    direction: 'asc',
  });
  const filterValues = props.filters?.values;
  // The definition's own entries: typed by it above, called here as any entry.
  const { call: save } = useWrite(resource.save as Endpoint);
  const { call: remove } = useWrite(resource.remove as Endpoint);

  const useList = (page: { page: number; pageSize: number; search?: string }) => {
    const input = { ...filterValues, ...page, sort: sort.key, direction: sort.direction };
    const query = useApiQuery(resource.list as Endpoint, listInput(resource.list, input), keepPrevious);
    return {
      data: query.data as { items: ItemOf<C>[]; total: number } | undefined,
      isPending: query.isPending,
      isFetching: query.isFetching,
      error: query.error,
      refetch: query.refetch,
    };
  };

  const csvColumns = columnsProp.filter((column) => column.csv);
  const readPage = useCallback<PageReader<ItemOf<C>, Record<string, unknown>>>(
    async (filter, page, signal) =>
      (await callEndpoint(resource.list as Endpoint, listInput(resource.list, { ...filter, ...page }), {
        signal,
      })) as { items: ItemOf<C>[]; total: number },
    [resource],
  );
  const exporter = usePagedExport(readPage, (rows) =>
    downloadCsv(
      `${resource.spec.noun}.csv`,
      toCsv([
        csvColumns.map((column) => column.header),
        ...rows.map((row) => csvColumns.map((column) => column.csv?.(row))),
      ]),
    ),
  );

  const columns = useMemo<DataTableColumn<ItemOf<C>>[]>(
    () =>
      columnsProp.map(({ sort: key, csv: _csv, ...column }) => {
        if (!key) return column;
        const active = sort.key === key;
        return {
          ...column,
          sort: active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none',
          header: (
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              onClick={() => setSort({ key, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
            >
              {column.header}
            </Button>
          ),
        };
      }),
    [columnsProp, sort],
  );

  const words = (key: string) => t(`${texts}.${key}`);
  const hasText = (key: string) => t(`${texts}.${key}`, { defaultValue: '' }) !== '';
  const { pages } = props;
  const form = plain?.form ?? props.form;
  const nameOf = plain?.nameOf ?? props.nameOf;

  return (
    <CrudView<ItemOf<C>>
      title={words('title')}
      description={!canWrite && hasText('readOnly') ? words('readOnly') : words('description')}
      caption={hasText('caption') ? words('caption') : words('title')}
      addLabel={words('add')}
      emptyTitle={words('empty')}
      emptyDescription={canWrite && hasText('emptyHint') ? words('emptyHint') : undefined}
      rowKey={(row) => (row as { id: string }).id}
      useList={useList}
      filterKey={JSON.stringify([filterValues, sort])}
      toolbar={
        <>
          {props.filters?.controls}
          {csvColumns.length > 0 ? (
            <ExportButton
              variant="default"
              state={exporter.state}
              texts="resource"
              onExport={() => void exporter.run(filterValues ?? {})}
            />
          ) : null}
        </>
      }
      banner={<ExportStatus state={exporter.state} texts="resource" />}
      columns={columns}
      {...(canWrite
        ? {
            ...(form
              ? {
                  form: {
                    schema: resource.save.body,
                    fields: form.fields,
                    initial: form.initial,
                    ...(form.extra ? { extra: form.extra } : {}),
                    onValuesChange: form.onValuesChange,
                    save: (values: FormValues) => {
                      const parsed = resource.save.body.parse(values) as SaveInputOf<C>;
                      return save({ body: form.toInput ? form.toInput(parsed) : parsed });
                    },
                  },
                }
              : {}),
            ...(pages
              ? {
                  onAdd: () => navigate(pages.add),
                  onEdit: (row: ItemOf<C>) => navigate(pages.edit(row)),
                }
              : {}),
            remove: (row: ItemOf<C>) =>
              remove({ body: { [removeKeyOf(resource)]: (row as { id: string }).id } }),
            confirmRemove: (row: ItemOf<C>) =>
              props.confirmRemove
                ? props.confirmRemove(row)
                : nameOf
                  ? t('resource.confirmDeleteNamed', { name: nameOf(row) })
                  : t('resource.confirmDelete'),
            ...(props.rowActions ? { rowActions: props.rowActions } : {}),
          }
        : {})}
    />
  );
}
