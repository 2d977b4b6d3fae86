/** The console resource of guides (docs/contexts/guides.md). */
export const GUIDE_RESOURCE = 'guides';
