/** The console resource of builders' projects (docs/api.md "Projects and property requests"). */
export const PROJECT_RESOURCE = 'post-project';
