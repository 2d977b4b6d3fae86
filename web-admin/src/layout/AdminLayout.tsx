import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { AdminUserMenu } from './AdminUserMenu';

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} />;

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout
    menu={AdminMenu}
    appBar={AdminAppBar}
    // Keep the sidebar at its width when a wide grid overflows the content area.
    sx={{ '& .RaSidebar-root': { flexShrink: 0 } }}
  >
    {children}
  </Layout>
);
