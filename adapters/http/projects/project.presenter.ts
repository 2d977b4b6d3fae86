/** The JSON of a project, as the console's Projects grid shows it (kept with the other presenters, which the wire tests read). */
export { projectJson } from '../presenters.js';
