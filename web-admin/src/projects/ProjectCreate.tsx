import { Create, useNotify, useRedirect } from 'react-admin';
import { ProjectForm } from './ProjectForm';
import { NEW_PROJECT_DEFAULTS, toProjectPayload } from './projectPayload';
import { PROJECT_RESOURCE } from './resource';
import type { Project } from './types';

export const PROJECT_CREATED_MESSAGE = 'Project created';

/** POST /api/v1/admin/post-project with every form field; a 400's `errors.<field>` shows under the fields. Then the record page. */
const ProjectCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<Project>
      title="Add project"
      record={NEW_PROJECT_DEFAULTS as unknown as Project}
      transform={(values) => toProjectPayload(values) as unknown as Project}
      mutationOptions={{
        onSuccess: (created) => {
          notify(PROJECT_CREATED_MESSAGE, { type: 'success' });
          redirect('show', PROJECT_RESOURCE, created.id);
        },
      }}
    >
      <ProjectForm mode="create" />
    </Create>
  );
};

export default ProjectCreate;
