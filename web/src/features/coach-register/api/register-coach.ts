import type { CoachRegisterResponse } from '@briefs/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface CoachApplication {
  name: string;
  email: string;
  phone: string;
  specialties: string;
  cv: File;
}

/** POST /api/auth/coach-register: multipart name, email, phone, specialties, cv; no auth (spec §7). */
export function registerCoach(application: CoachApplication): Promise<CoachRegisterResponse> {
  const form = new FormData();
  form.set('name', application.name);
  form.set('email', application.email);
  form.set('phone', application.phone);
  form.set('specialties', application.specialties);
  form.set('cv', application.cv, application.cv.name);
  return apiFetch<CoachRegisterResponse>('/api/auth/coach-register', { method: 'POST', body: form, auth: 'none' });
}

export function useRegisterCoachMutation() {
  return useMutation({ mutationKey: ['coach-register'], mutationFn: registerCoach });
}
