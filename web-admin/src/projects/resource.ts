/** The console resource of builders' projects (docs/contexts/projects.md). */
export const PROJECT_RESOURCE = 'post-project';
