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
  components: {
    ...defaultTheme.components,
    // Grid cells 8 px apart instead of MUI's 16: with the 270 px sidebar a 1280 px screen leaves ~980 px for a grid,
    // and every list keeps its row actions and toolbar in view (test/browser/console-fit.browser.test.ts).
    MuiTableCell: {
      styleOverrides: {
        root: {
          padding: '6px 8px',
          '&.MuiTableCell-paddingCheckbox': { padding: '0 4px' },
        },
      },
    },
  },
};
