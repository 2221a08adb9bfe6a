import type { Permission } from '@curbside/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAllowed } from '../lib/session.tsx';
import { PageHeader } from './PageHeader.tsx';

/** What a record's own page does: adds a new one, edits one, or shows one read-only. */
export type RecordMode = 'add' | 'edit' | 'view';

/**
 * The mode of a record's own page, from its path's `:action` (`add`, `edit` or `view`). Someone without the
 * permission to write the record, or any other action, sees it read-only.
 */
export function useRecordMode(writePermission: Permission) {
  const { action } = useParams();
  const canWrite = useAllowed(writePermission);
  const mode: RecordMode = canWrite && (action === 'add' || action === 'edit') ? action : 'view';
  return { mode, canWrite, adding: mode === 'add', editing: mode === 'edit', viewing: mode === 'view' };
}

export interface RecordPageHeaderProps {
  /** The i18n section (`namespace:section`) holding `addDescription`, `editDescription`, `viewDescription`, `back`, `edit`. */
  texts: string;
  title: string;
  mode: RecordMode;
  canWrite: boolean;
  /** The list the page came from, which "back" returns to. */
  listPath: string;
  /** The record's own page in `edit`, offered to a writer who views it; undefined until the record is known. */
  editPath: string | undefined;
}

/** The heading of a record's own page: its title, what the mode lets the person do, back to the list, and edit. */
export function RecordPageHeader({
  texts,
  title,
  mode,
  canWrite,
  listPath,
  editPath,
}: RecordPageHeaderProps) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={title}
      description={t(`${texts}.${mode}Description`)}
      actions={
        <>
          <Button component={Link} to={listPath} variant="default">
            {t(`${texts}.back`)}
          </Button>
          {mode === 'view' && canWrite && editPath ? (
            <Button component={Link} to={editPath}>
              {t(`${texts}.edit`)}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
