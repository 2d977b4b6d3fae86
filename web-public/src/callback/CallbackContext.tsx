/** Opens the Schedule Callback modal from anywhere (Quick Call, placeholders, become-our-rider). */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { LeadType } from '../api/endpoints';

export interface CallbackRequest {
  /** TENANT by default; PROPERTY needs `propertyId`. */
  type?: LeadType;
  propertyId?: string;
  description?: string;
}

interface CallbackValue {
  openCallback(request?: CallbackRequest): void;
}

const CallbackContext = createContext<CallbackValue | null>(null);

export const loadCallbackModal = () => import('./CallbackModal');
const CallbackModal = lazy(loadCallbackModal);

export function CallbackProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ key: number; request: CallbackRequest } | null>(null);
  const openCallback = useCallback((request: CallbackRequest = {}) => setOpen({ key: Date.now(), request }), []);
  const value = useMemo(() => ({ openCallback }), [openCallback]);
  return (
    <CallbackContext.Provider value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <CallbackModal key={open.key} request={open.request} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </CallbackContext.Provider>
  );
}

export function useCallbackRequest(): CallbackValue {
  const value = useContext(CallbackContext);
  if (!value) throw new Error('useCallbackRequest needs a CallbackProvider');
  return value;
}
