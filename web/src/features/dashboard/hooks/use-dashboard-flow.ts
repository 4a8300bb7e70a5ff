import type { CoachingResult, CrisisResult } from '@briefs/shared';
import { useRef, useState } from 'react';
import { useProfileQuery } from '../api/get-profile';
import { type CoachingAnswer, useUploadTextMutation } from '../api/upload-text';
import { isCrisis } from '../lib/coaching-tip';
import { submissionErrorText } from '../lib/error-text';

export type Experience = 'brief' | 'coach';
export type FlowStep = 'choose' | 'input' | 'processing' | 'results' | 'crisis';

/** The waiting area stays at least this long, so an answer in milliseconds does not flash past. */
export const MIN_WAIT_MS = 1500;

/** What was sent, kept for Re-B.R.I.E.F (which needs the transcript and background again). */
export interface ShownResult extends CoachingResult {
  background: string;
}

/**
 * The dashboard flow (spec §4): step 1 → step 2 → submitting (waiting area) → ready (View Results)
 * → results; a crisis answer goes straight to the crisis card; an error goes back to step 2.
 */
export function useDashboardFlow() {
  const profile = useProfileQuery();
  const upload = useUploadTextMutation();
  const [step, setStep] = useState<FlowStep>('choose');
  const [moved, setMoved] = useState(false);
  const [experience, setExperience] = useState<Experience | null>(null);
  const [transcript, setTranscript] = useState('');
  const [includeBackground, setIncludeBackground] = useState(true);
  const [backgroundDraft, setBackgroundDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ShownResult | null>(null);
  const [crisis, setCrisis] = useState<CrisisResult | null>(null);
  const [ready, setReady] = useState(false);
  const attempt = useRef(0);

  // The profile's background until the person edits it; edits apply to this request only.
  const background = backgroundDraft ?? profile.data?.background ?? '';

  function go(next: FlowStep) {
    setMoved(true);
    setStep(next);
  }

  function showCrisis(answer: CrisisResult) {
    setResult(null);
    setCrisis(answer);
    go('crisis');
  }

  function submit() {
    const id = ++attempt.current;
    const startedAt = Date.now();
    const sentBackground = includeBackground ? background.trim() : '';
    setError(null);
    setResult(null);
    setCrisis(null);
    setReady(false);
    go('processing');
    const body = { transcript: transcript.trim(), name: '', email: '', phone: '', background: sentBackground };
    upload.mutate(
      { ...body, isCoach: false },
      {
        onSuccess: (answer) => {
          if (id !== attempt.current) return;
          // A crisis answer is shown at once: nobody in crisis is asked to wait or do exercises.
          if (isCrisis(answer)) return showCrisis(answer);
          setResult({ ...answer, background: sentBackground });
          const wait = Math.max(0, MIN_WAIT_MS - (Date.now() - startedAt));
          window.setTimeout(() => id === attempt.current && setReady(true), wait);
        },
        onError: (failure) => {
          if (id !== attempt.current) return;
          setError(submissionErrorText(failure));
          go('input');
        },
      },
    );
  }

  /** Re-B.R.I.E.F's answer replaces the tip (or, if the feedback raised a crisis, the whole result). */
  function replaceResult(answer: CoachingAnswer) {
    if (isCrisis(answer)) return showCrisis(answer);
    setResult((current) => (current ? { ...answer, background: current.background } : current));
  }

  /** Submit New Entry (spec §4): back to step 1 with everything cleared, background from the profile. */
  function reset() {
    attempt.current++;
    setExperience(null);
    setTranscript('');
    setIncludeBackground(true);
    setBackgroundDraft(null);
    setError(null);
    setResult(null);
    setCrisis(null);
    setReady(false);
    go('choose');
  }

  return {
    step,
    moved,
    experience,
    chooseExperience: setExperience,
    next: () => go('input'),
    back: () => go('choose'),
    draft: {
      transcript,
      setTranscript,
      includeBackground,
      setIncludeBackground,
      background,
      setBackground: setBackgroundDraft,
    },
    error,
    dismissError: () => setError(null),
    submit,
    ready,
    viewResults: () => go('results'),
    result,
    replaceResult,
    crisis,
    reset,
  };
}

export type DashboardFlow = ReturnType<typeof useDashboardFlow>;
