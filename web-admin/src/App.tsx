import { CssBaseline } from '@mui/material';
import { lazy, Suspense } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, defaultI18nProvider, LoadingPage, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { authProvider } from './authProvider';
import { ADMIN_BASENAME, APP_TITLE } from './config';
import { dataProvider } from './dataProvider';
import { AdminNotification } from './layout/AdminNotification';
import { HomeRedirect } from './layout/HomeRedirect';
import { ErrorPage } from './layout/ErrorPage';
import { RECOVERY_CODES_PATH } from './auth/recoveryCodes';
import { AccessDenied, AdminLayout, AuthenticationError, NotFound } from './layout/lazyPages';
import { lightTheme } from './layout/themes';
import leads from './leads';
import owner from './owner';
import query from './query';
import rider from './rider';
import riderApplications from './riderApplications';
import { RIDER_APPLICATION_RESOURCE } from './riderApplications/resource';
import rides, { RideDayPage } from './rides';
import { RIDE_DAY_PATH, RIDE_RESOURCE } from './rides/resource';
import tenants from './tenants';
import projects from './projects';
import guides from './guides';
import { GUIDE_RESOURCE } from './guides/resource';
import { PROJECT_RESOURCE } from './projects/resource';
import properties from './properties';
import propertyRequests from './propertyRequests';
import { PROPERTY_REQUEST_RESOURCE } from './propertyRequests/resource';
import { PROPERTY_PREVIEW_PATH, PROPERTY_RESOURCE } from './properties/resource';
import { UPCOMING_PAGES } from './upcoming/upcomingPages';
import listingReports from './listingReports';
import { LISTING_REPORT_RESOURCE } from './listingReports/resource';
import auditLog from './auditLog';
import { AUDIT_LOG_RESOURCE } from './auditLog/resource';
import erasures from './privacy';
import tenancies from './tenancies';
import payments from './payments';
import { PAYMENT_RESOURCE, TENANCY_RESOURCE } from './tenancies/resource';
import agreements from './agreements';

// Pages other than the login page are chunks of their own, loaded when first opened (like the resources' pages).
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const UpcomingPage = lazy(() => import('./upcoming/UpcomingPage').then((m) => ({ default: m.UpcomingPage })));
const RecoveryCodesPage = lazy(() => import('./auth/RecoveryCodesPage').then((m) => ({ default: m.RecoveryCodesPage })));
const PropertyPreviewPage = lazy(() => import('./properties/PropertyPreviewPage').then((m) => ({ default: m.PropertyPreviewPage })));

const store = localStorageStore(undefined, 'GharSetuAdmin');

/**
 * The admin console, mounted at /admin (see main.tsx for the router).
 * /admin opens /admin/post-property (the admin home); every page but the three
 * sign-in pages requires an admin session. The rides day view is a page of the rides
 * resource (/admin/rides/day), so it sits inside that resource's context.
 *
 * react-admin's <Admin> is AdminContext + AdminUI; AdminUI imports its default layout, login page and
 * error pages, which would all be in the script of /admin/login. The console composes the two halves
 * itself with the same props, so that the layout, the rare pages and every resource's pages
 * are chunks loaded when first shown (lazyPages.ts, each resource's index.ts) under one Suspense.
 */
export const App = () => (
  <AdminContext
    basename={ADMIN_BASENAME}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={defaultI18nProvider}
    theme={lightTheme}
    store={store}
  >
    <CssBaseline enableColorScheme>
      <Suspense fallback={<LoadingPage />}>
        <CoreAdminUI
          title={APP_TITLE}
          loginPage={LoginPage}
          layout={AdminLayout}
          dashboard={HomeRedirect}
          loading={LoadingPage}
          catchAll={NotFound}
          error={ErrorPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          requireAuth
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
          </CustomRoutes>
          <CustomRoutes>
            {UPCOMING_PAGES.map((page) => (
              <Route key={page.path} path={page.path} element={<UpcomingPage page={page} />} />
            ))}
            <Route path={PROPERTY_PREVIEW_PATH} element={<PropertyPreviewPage />} />
            <Route path={RECOVERY_CODES_PATH} element={<RecoveryCodesPage />} />
          </CustomRoutes>
          <Resource name={PROPERTY_RESOURCE} {...properties} options={{ label: 'Properties' }} />
          <Resource name={PROJECT_RESOURCE} {...projects} options={{ label: 'Projects' }} />
          <Resource name="tenants" {...tenants} options={{ label: 'Tenants' }} />
          <Resource name="owner" {...owner} options={{ label: 'Owner' }} />
          <Resource name="rider" {...rider} options={{ label: 'Rider' }} />
          <Resource name={RIDER_APPLICATION_RESOURCE} {...riderApplications} options={{ label: 'Rider applications' }} />
          <Resource name="leads" {...leads} options={{ label: 'Leads' }} />
          <Resource name="query" {...query} options={{ label: 'Query' }} />
          <Resource name={RIDE_RESOURCE} {...rides} options={{ label: 'Rides' }}>
            <Route path={RIDE_DAY_PATH} element={<RideDayPage />} />
          </Resource>
          <Resource name={PROPERTY_REQUEST_RESOURCE} {...propertyRequests} options={{ label: 'Property Request' }} />
          <Resource name={LISTING_REPORT_RESOURCE} {...listingReports} options={{ label: 'Reports' }} />
          <Resource name={AUDIT_LOG_RESOURCE} {...auditLog} options={{ label: 'Audit log' }} />
          <Resource name="erasures" {...erasures} options={{ label: 'Erasures' }} />
          <Resource name={TENANCY_RESOURCE} {...tenancies} options={{ label: 'Tenancies' }} />
          <Resource name={PAYMENT_RESOURCE} {...payments} options={{ label: 'Payments' }} />
          <Resource name="agreements" {...agreements} options={{ label: 'Agreements' }} />
          <Resource name={GUIDE_RESOURCE} {...guides} options={{ label: 'Guides' }} />
        </CoreAdminUI>
      </Suspense>
      <AdminNotification />
    </CssBaseline>
  </AdminContext>
);

export default App;
