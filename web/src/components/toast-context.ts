import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'error';

export interface ToastApi {
  show: (text: string, tone: ToastTone) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The nearest ToastProvider's `show`. */
export function useToastApi(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToastApi needs a ToastProvider');
  return api;
}
