import { Edit, ShowButton, TopToolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { ArchiveProjectButton } from './ArchiveProjectButton';
import { ProjectForm } from './ProjectForm';
import { toProjectPayload } from './projectPayload';
import { ProjectStatusChip } from './ProjectStatusChip';
import { PROJECT_RESOURCE } from './resource';
import type { Project } from './types';

export const PROJECT_UPDATED_MESSAGE = 'Project updated';

const EditActions = () => {
  const record = useRecordContext<Project>();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {record ? <ProjectStatusChip status={record.status} /> : null}
      <ShowButton label="Preview" />
    </TopToolbar>
  );
};

const EditTitle = () => {
  const record = useRecordContext<Project>();
  return <span>{record ? `Edit: ${record.name}` : 'Edit project'}</span>;
};

/** Archive from the edit page, then the record page. */
const ArchiveThenShow = () => {
  const record = useRecordContext<Project>();
  const redirect = useRedirect();
  return <ArchiveProjectButton onArchived={() => record && redirect('show', PROJECT_RESOURCE, record.id)} />;
};

/**
 * Edit a project: PUT /api/v1/admin/post-project/:id with the form fields. Pessimistic, so a 400's
 * `errors.<field>` shows under the fields. Archive (with its confirmation) sits next to Save.
 */
const ProjectEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<Project>
      title={<EditTitle />}
      actions={<EditActions />}
      mutationMode="pessimistic"
      transform={(values) => toProjectPayload(values) as unknown as Project}
      mutationOptions={{
        onSuccess: (updated) => {
          notify(PROJECT_UPDATED_MESSAGE, { type: 'success' });
          redirect('show', PROJECT_RESOURCE, updated.id);
        },
      }}
    >
      <ProjectForm mode="edit" toolbarExtra={<ArchiveThenShow />} />
    </Edit>
  );
};

export default ProjectEdit;
