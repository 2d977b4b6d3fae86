import { lazy } from 'react';
import type { CatchAllComponent } from 'react-admin';

/**
 * The console's frame and rare pages as chunks of their own. At /admin/login the browser loads only the login
 * page and react-admin's core; the layout (app bar, sidebar menu, user menu) comes with the first page
 * after sign-in, each resource's pages when first opened (their index.ts).
 */
export const AdminLayout = lazy(() => import('./AdminLayout').then((m) => ({ default: m.AdminLayout })));
export const AccessDenied = lazy(() => import('./fallbackPages').then((m) => ({ default: m.AccessDenied })));
export const AuthenticationError = lazy(() => import('./fallbackPages').then((m) => ({ default: m.AuthenticationError })));
// The error page is not here: it must show when a chunk cannot be loaded (ErrorPage.tsx, in the first script).
// As react-admin's AdminUI passes it: NotFound types its `title` as text, the catch-all slot as a title element.
export const NotFound = lazy(() => import('./fallbackPages').then((m) => ({ default: m.NotFound as CatchAllComponent })));
