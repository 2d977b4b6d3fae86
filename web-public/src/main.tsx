/** The entry of app.html: the client-rendered app for every route but the prerendered home (see boot.tsx). */
import { bootApp } from './boot';

bootApp();
