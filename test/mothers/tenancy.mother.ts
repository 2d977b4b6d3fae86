/** Object Mother for tenancy terms and payments as a form sends them (API-shaped values, valid unless told). */
export const TenancyMother = {
  terms(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return { rent: 12000, deposit: 24000, maintenance: 500, moveInDate: '2026-12-01', termMonths: 11, noticeMonths: 1, rentDueDay: 5, ...overrides };
  },
  payment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return { kind: 'DEPOSIT', amount: 24000, mode: 'UPI', reference: 'UPI 4411', paidOn: '2026-11-22', ...overrides };
  },
};
