/** Props for react-admin's DateField: Indian date format with time, e.g. "5 Jan 2025, 3:30 pm". */
export const DATE_TIME = {
  showTime: true,
  locales: 'en-IN',
  options: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies { showTime: boolean; locales: string; options: Intl.DateTimeFormatOptions };
