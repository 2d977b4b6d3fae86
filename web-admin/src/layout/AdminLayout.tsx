import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { AdminUserMenu } from './AdminUserMenu';

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} />;

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout
    menu={AdminMenu}
    appBar={AdminAppBar}
    // Keep the sidebar at its width; a grid wider than the screen (a phone; at 1280 px every grid fits) scrolls
    // sideways inside its card instead of widening the page.
    sx={{ '& .RaSidebar-root': { flexShrink: 0 }, '& .RaLayout-content': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
  >
    {children}
  </Layout>
);
