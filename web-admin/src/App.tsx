import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { LoginPage } from './auth/LoginPage';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { authProvider } from './authProvider';
import { ADMIN_BASENAME, APP_TITLE } from './config';
import { dataProvider } from './dataProvider';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotification } from './layout/AdminNotification';
import { HomeRedirect } from './layout/HomeRedirect';
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
import { PROJECT_RESOURCE } from './projects/resource';
import properties from './properties';
import propertyRequests from './propertyRequests';
import { PROPERTY_REQUEST_RESOURCE } from './propertyRequests/resource';
import { PropertyPreviewPage } from './properties/PropertyPreviewPage';
import { PROPERTY_PREVIEW_PATH, PROPERTY_RESOURCE } from './properties/resource';
import { UpcomingPage } from './upcoming/UpcomingPage';
import { UPCOMING_PAGES } from './upcoming/upcomingPages';

const store = localStorageStore(undefined, 'GharSetuAdmin');

/**
 * The admin console, mounted at /admin (see main.tsx for the router).
 * /admin opens /admin/post-property (the admin home); every page but the three
 * sign-in pages requires an admin session. The rides day view is a page of the rides
 * resource (/admin/rides/day), so it sits inside that resource's context.
 */
export const App = () => (
  <Admin
    basename={ADMIN_BASENAME}
    title={APP_TITLE}
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={LoginPage}
    layout={AdminLayout}
    dashboard={HomeRedirect}
    notification={AdminNotification}
    theme={lightTheme}
    store={store}
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
  </Admin>
);

export default App;
