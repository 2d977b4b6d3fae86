/**
 * The public site's calls for a tenancy's rent agreement and receipts: the approval code and the approval, the
 * landlord's PAN, and the PDFs (fetched with the session token and handed to the browser as a download).
 */
import type { TenancyDetail } from '../../../adapters/http/contract/wire/tenancies';
import { API_BASE, failure, request, storedToken } from '../api/client';

const base = (tenancyId: string) => `/tenancies/${encodeURIComponent(tenancyId)}`;

export const sendAgreementCode = (tenancyId: string) => request<TenancyDetail>('POST', `${base(tenancyId)}/agreement/code`, { auth: true });
export const approveAgreement = (tenancyId: string, code: string) => request<TenancyDetail>('POST', `${base(tenancyId)}/agreement/approve`, { auth: true, body: { code } });
export const saveLandlordPan = (tenancyId: string, pan: string) => request<TenancyDetail>('PUT', `${base(tenancyId)}/landlord-pan`, { auth: true, body: { landlord_pan: pan } });

export const agreementPath = (tenancyId: string, lang: 'en' | 'hi') => `${base(tenancyId)}/agreement?lang=${lang}`;
export const receiptsPath = (tenancyId: string, period: { month: string } | { fy: string }, lang: 'en' | 'hi') =>
  `${base(tenancyId)}/receipts?${new URLSearchParams({ ...period, lang }).toString()}`;

/** Fetches a PDF of the API with the session token and saves it under the server's file name. */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(API_BASE + path, { headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/pdf' } : {}, credentials: 'same-origin' });
  if (!response.ok) throw failure(response.status, await response.json().catch(() => null), { sentStoredToken: Boolean(token) });
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
