import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * Light theme only (no dark toggle). Sidebar widths follow the spec's layout rule:
 * content shifted by 270px with the sidebar open and 130px when collapsed.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1f5f8b' },
    secondary: { main: '#1f5f8b' },
    background: { default: '#f5f6f8' },
  },
  sidebar: { width: 270, closedWidth: 130 },
};
