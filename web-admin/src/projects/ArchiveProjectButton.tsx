import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import ArchiveIcon from '@mui/icons-material/Archive';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { messageOf } from '../apiClient';
import { RecordButton } from '../status/RecordButton';
import { PROJECT_RESOURCE } from './resource';
import type { Project } from './types';

export const PROJECT_ARCHIVED_MESSAGE = 'Project archived';

// Clicks inside a DataTable row must not open the record (React events bubble through the dialog's portal).
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * "Archive" with a confirmation: DELETE /api/v1/admin/post-project/:id, which archives the project (it stays
 * in the list with status Archived; picking another status on the edit page brings it back). Not shown for an
 * archived project. `data-testid="project-archive"`; the dialog is `project-archive-dialog`.
 */
export const ArchiveProjectButton = (props: { record?: Project; compact?: boolean; onArchived?: () => void }) => {
  const record = useRecordContext<Project>(props);
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete<Project>();
  const [open, setOpen] = useState(false);

  if (!record || record.status === 'ARCHIVED') return null;

  const ask = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  const archive = (event: MouseEvent) => {
    event.stopPropagation();
    remove(
      PROJECT_RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(PROJECT_ARCHIVED_MESSAGE, { type: 'success' });
          refresh();
          props.onArchived?.();
        },
        onError: (error) => {
          setOpen(false);
          notify(messageOf(error), { type: 'error' });
          refresh();
        },
      },
    );
  };

  return (
    <span onClick={stop}>
      <RecordButton compact={props.compact} label="Archive" Icon={ArchiveIcon} pending={isPending} onClick={ask} testId="project-archive" noWrap />
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Archive project"
        content={`"${record.name}" will be marked Archived. You can bring it back later by choosing another status on its edit page.`}
        confirm="Archive"
        onConfirm={archive}
        onClose={(event) => {
          event.stopPropagation();
          setOpen(false);
        }}
        data-testid="project-archive-dialog"
      />
    </span>
  );
};
