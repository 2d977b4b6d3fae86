/** Every route of spec section 2. Each page is its own chunk (React.lazy), so the home route loads only what it needs. */
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from './auth/RequireRole';
import { Layout } from './layout/Layout';

const HomePage = lazy(() => import('./pages/HomePage'));
const PropertyListingPage = lazy(() => import('./pages/PropertyListingPage'));
const PropertyDetailsPage = lazy(() => import('./pages/PropertyDetailsPage'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const MyDataPage = lazy(() => import('./pages/MyDataPage'));
const WishlistPage = lazy(() => import('./pages/WishlistPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const LoginEntryPage = lazy(() => import('./pages/LoginEntryPage'));
const PreviewPropertyPage = lazy(() => import('./pages/PreviewPropertyPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const TenanciesPage = lazy(() => import('./pages/TenanciesPage'));
const TenancyPage = lazy(() => import('./pages/TenancyPage'));
const ProposeTenancyPage = lazy(() => import('./pages/ProposeTenancyPage'));

const AddPropertyPage = lazy(() => import('./pages/owner/AddPropertyPage'));
const YourPropertyPage = lazy(() => import('./pages/owner/YourPropertyPage'));
const DashboardPage = lazy(() => import('./pages/owner/DashboardPage'));
const OwnerPreviewPropertyPage = lazy(() => import('./pages/owner/PreviewPropertyPage'));
const UpdatePropertyPage = lazy(() => import('./pages/owner/UpdatePropertyPage'));

const RiderPropertyListingPage = lazy(() => import('./pages/rider/PropertyListingPage'));
const UpcomingRidesPage = lazy(() => import('./pages/rider/UpcomingRidesPage'));
const PreviousRidesPage = lazy(() => import('./pages/rider/PreviousRidesPage'));
const RiderPreviewPropertyPage = lazy(() => import('./pages/rider/PreviewPropertyPage'));
const RiderUpdatePropertyPage = lazy(() => import('./pages/rider/UpdatePropertyPage'));
const RiderAddPropertyPage = lazy(() => import('./pages/rider/AddPropertyPage'));
const BecomeRiderPage = lazy(() => import('./pages/rider/BecomeRiderPage'));

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* Public */}
        <Route index element={<HomePage />} />
        <Route path="tenant/:city/property-listing" element={<PropertyListingPage />} />
        <Route path="tenant/property-details/:id" element={<PropertyDetailsPage />} />
        <Route path="tenant/profile" element={<ProfilePage />} />
        <Route path="tenant/profile/data" element={<MyDataPage />} />
        <Route path="tenant/wishlist" element={<WishlistPage />} />
        <Route path="about-us" element={<AboutPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-condition" element={<TermsPage />} />
        <Route path="preview/preview-property/:id" element={<PreviewPropertyPage />} />

        {/* Tenancies: a signed-in owner's or tenant's (each page asks for a sign-in) */}
        <Route path="tenancies" element={<TenanciesPage />} />
        <Route path="tenancies/new" element={<ProposeTenancyPage />} />
        <Route path="tenancies/:id" element={<TenancyPage />} />

        {/* Login entry points */}
        <Route path="owner/login" element={<LoginEntryPage as="OWNER" />} />
        <Route path="rider/login" element={<LoginEntryPage as="RIDER" />} />

        {/* Owner */}
        <Route path="owner/tenant-listing" element={<Navigate to="/tenant/patna/property-listing" replace />} />
        {/* A signed-in tenant may post too (and becomes an owner by posting): no second login. */}
        <Route path="owner/add-property" element={<RequireRole role="OWNER" orPoster />}>
          <Route index element={<AddPropertyPage />} />
        </Route>
        <Route path="owner" element={<RequireRole role="OWNER" />}>
          <Route path="your-property" element={<YourPropertyPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="preview-property/:id" element={<OwnerPreviewPropertyPage />} />
          <Route path="update-property" element={<UpdatePropertyPage />} />
        </Route>

        {/* Rider */}
        <Route path="rider/become-our-rider" element={<BecomeRiderPage />} />
        <Route path="rider" element={<RequireRole role="RIDER" />}>
          <Route path="property-listing" element={<RiderPropertyListingPage />} />
          <Route path="upcoming-rides" element={<UpcomingRidesPage />} />
          <Route path="previous-rides" element={<PreviousRidesPage />} />
          <Route path="preview-property" element={<RiderPreviewPropertyPage />} />
          <Route path="update-property" element={<RiderUpdatePropertyPage />} />
          <Route path="add-property" element={<RiderAddPropertyPage />} />
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
