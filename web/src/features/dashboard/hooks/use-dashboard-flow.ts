import type {
  CheckInResult,
  CoachingResult,
  CoachRequestBody,
  CrisisResult,
  RebriefBody,
  TranscribeAudioResult,
  UploadTextBody,
} from '@briefs/shared';
import { useRef, useState } from 'react';
import { useMeQuery } from '../../../lib/api/me';
import { isCheckIn, isCrisis } from '../../../lib/coaching-tip';
import type { CoachRequestInput } from '../api/create-coach-request';
import { rebrief } from '../api/rebrief';
import { type CoachingAnswer, useUploadTextMutation } from '../api/upload-text';
import type { VideoFields } from '../api/upload-video';
import { submissionErrorText } from '../lib/error-text';
import { useCoachRequest } from './use-coach-request';
import { useVideoSubmission } from './use-video-submission';

export type Experience = 'brief' | 'coach';
/** Coach mode's toggle (spec §2 step 2): Text Input or Video Upload. */
export type InputMode = 'text' | 'video';
export type FlowStep = 'choose' | 'input' | 'processing' | 'results' | 'crisis' | 'check_in';

/** The waiting area stays at least this long, so an answer in milliseconds does not flash past. */
export const MIN_WAIT_MS = 1500;

/** What was sent, kept for Re-B.R.I.E.F (which needs the transcript and background again). */
export interface ShownResult extends CoachingResult {
  background: string;
  /** Shared to the community: De-B.R.I.E.F is then disabled (spec §4). */
  shared: boolean;
}

/** Who a coach replies to (spec §2: Your Name, Your Email, Your Phone (Optional)). */
export interface CoachContact {
  name: string;
  email: string;
  phone: string;
}

/** The request a check-in interrupted, to send again with "I'm safe, keep going". */
type Interrupted =
  | { kind: 'upload'; body: UploadTextBody }
  | { kind: 'rebrief'; body: RebriefBody }
  | { kind: 'coach'; body: CoachRequestInput }
  | { kind: 'video'; fields: VideoFields };

/**
 * The dashboard flow (spec §4): step 1 → step 2 → submitting (waiting area) → ready (View Results)
 * → results; a crisis answer goes straight to the crisis card; a check-in asks first and, on
 * "I'm safe, keep going", sends the same request again confirmed; an error goes back to step 2.
 */
export function useDashboardFlow() {
  const profile = useMeQuery();
  const upload = useUploadTextMutation();
  const [step, setStep] = useState<FlowStep>('choose');
  const [moved, setMoved] = useState(false);
  const [experience, setExperience] = useState<Experience | null>(null);
  const [transcript, setTranscript] = useState('');
  const [inputMode, setInputMode] = useState<InputMode>('text');
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const [includeBackground, setIncludeBackground] = useState(true);
  const [backgroundDraft, setBackgroundDraft] = useState<string | null>(null);
  const [contactDraft, setContactDraft] = useState<CoachContact | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ShownResult | null>(null);
  const [crisis, setCrisis] = useState<CrisisResult | null>(null);
  const [checkIn, setCheckIn] = useState<CheckInResult | null>(null);
  const [interrupted, setInterrupted] = useState<Interrupted | null>(null);
  const [resending, setResending] = useState(false);
  const [ready, setReady] = useState(false);
  const attempt = useRef(0);

  // The profile's background until the person edits it; edits apply to this request only.
  const background = backgroundDraft ?? profile.data?.background ?? '';
  const contact = contactDraft ?? {
    name: profile.data?.name ?? '',
    email: profile.data?.email ?? '',
    phone: profile.data?.phone ?? '',
  };
  const video = useVideoSubmission();
  const coachRequest = useCoachRequest({
    onCrisis: (answer) => showCrisis(answer),
    onCheckIn: (answer, body) => showCheckIn(answer, { kind: 'coach', body }),
  });

  function go(next: FlowStep) {
    setMoved(true);
    setStep(next);
  }

  function showCrisis(answer: CrisisResult) {
    setResult(null);
    setCrisis(answer);
    go('crisis');
  }

  function showCheckIn(answer: CheckInResult, request: Interrupted) {
    setCheckIn(answer);
    setInterrupted(request);
    go('check_in');
  }

  function submit() {
    const sentBackground = includeBackground ? background.trim() : '';
    const body = { transcript: transcript.trim(), name: '', email: '', phone: '', background: sentBackground };
    if (experience !== 'coach') return send({ ...body, isCoach: false });
    const { name, email, phone } = contact;
    send({ ...body, name: name.trim(), email: email.trim(), phone: phone.trim(), isCoach: true });
  }

  /** Clears the last answer and shows the waiting area; returns the attempt's number and start. */
  function beginAttempt() {
    setError(null);
    setResult(null);
    setCrisis(null);
    setCheckIn(null);
    setReady(false);
    go('processing');
    return { id: ++attempt.current, startedAt: Date.now() };
  }

  /**
   * A submission's answer: a crisis answer or a check-in is shown at once (nobody at risk is asked
   * to wait or do exercises); a tip waits behind View Results, and in coach mode the request for
   * a human coach goes out (spec §7).
   */
  function showAnswer(
    answer: CoachingAnswer,
    { startedAt, background: sentBackground, interrupted: request, coach }: AnswerContext,
  ) {
    if (isCrisis(answer)) return showCrisis(answer);
    if (isCheckIn(answer)) return showCheckIn(answer, request);
    setResult({ ...answer, background: sentBackground, shared: false });
    if (coach && answer.requestId) coachRequest.send(coach(answer.requestId));
    const wait = Math.max(0, MIN_WAIT_MS - (Date.now() - startedAt));
    const id = attempt.current;
    window.setTimeout(() => id === attempt.current && setReady(true), wait);
  }

  function failed(id: number, failure: unknown) {
    if (id !== attempt.current || (failure instanceof DOMException && failure.name === 'AbortError')) return;
    setError(submissionErrorText(failure));
    go('input');
  }

  function send(body: UploadTextBody) {
    const { id, startedAt } = beginAttempt();
    upload.mutate(body, {
      onSuccess: (answer) => {
        if (id !== attempt.current) return;
        showAnswer(answer, {
          startedAt,
          background: body.background ?? '',
          interrupted: { kind: 'upload', body },
          coach: body.isCoach ? (requestId) => coachRequestBody(body, requestId) : undefined,
        });
      },
      onError: (failure) => failed(id, failure),
    });
  }

  /** Upload Video (coach mode): the file, the contact fields and this request's background. */
  function submitVideo() {
    if (!videoFile) return;
    const { name, email, phone } = contact;
    const sentBackground = includeBackground ? background.trim() : '';
    const fields = { name: name.trim(), email: email.trim(), phone: phone.trim(), background: sentBackground };
    sendVideo(() => video.send(videoFile, fields), fields);
  }

  function sendVideo(
    run: () => Promise<{ jobId: string; answer: CoachingAnswer }>,
    fields: VideoFields,
    confirmedSafe = false,
  ) {
    const { id, startedAt } = beginAttempt();
    run()
      .then(({ jobId, answer }) => {
        if (id !== attempt.current) return;
        showAnswer(answer, {
          startedAt,
          background: fields.background ?? '',
          interrupted: { kind: 'video', fields },
          // The person already answered the check-in for these words: the coach request is not asked again.
          coach: (requestId) => ({
            ...fields,
            name: fields.name ?? '',
            email: fields.email ?? '',
            requestId,
            jobId,
            ...(confirmedSafe ? { confirmedSafe } : {}),
          }),
        });
      })
      .catch((failure) => failed(id, failure));
  }

  /** Re-B.R.I.E.F's answer replaces the tip (or, if the feedback raised a crisis or a check-in, the whole result). */
  function replaceResult(answer: CoachingAnswer, body?: RebriefBody) {
    if (isCrisis(answer)) return showCrisis(answer);
    if (isCheckIn(answer)) return body ? showCheckIn(answer, { kind: 'rebrief', body }) : undefined;
    setResult((current) => (current ? { ...answer, background: current.background, shared: current.shared } : current));
    go('results');
  }

  /** "I'm safe, keep going": the interrupted request again, with the confirmation. */
  function keepGoing() {
    if (!interrupted) return;
    if (interrupted.kind === 'upload') return send({ ...interrupted.body, confirmedSafe: true });
    if (interrupted.kind === 'video') return sendVideo(video.resendConfirmed, interrupted.fields, true);
    if (interrupted.kind === 'coach') {
      coachRequest.send({ ...interrupted.body, confirmedSafe: true });
      return go(result ? 'results' : 'input');
    }
    setResending(true);
    rebrief({ ...interrupted.body, confirmedSafe: true })
      .then((answer) => replaceResult(answer, interrupted.body))
      .catch((failure) => {
        setError(submissionErrorText(failure));
        go('results');
      })
      .finally(() => setResending(false));
  }

  /** "I need support now": the crisis answer for the same worry, at once. */
  function needSupport() {
    if (!checkIn) return;
    showCrisis({ crisis: checkIn.checkIn.support, transcript: checkIn.transcript });
  }

  /** Not in English: back to the text, kept, to write it again. */
  function rewrite() {
    setCheckIn(null);
    go('input');
  }

  /**
   * Spoken words go into the text box (after anything already typed) for the person to correct; a
   * crisis in the raw words gets the crisis answer at once. A possible risk is asked about when
   * the text is submitted, since the gate screens the submitted words again.
   */
  function takeTranscript(spoken: TranscribeAudioResult) {
    if (spoken.crisis) return showCrisis({ crisis: spoken.crisis, transcript: spoken.transcript });
    setTranscript((current) => (current.trim() ? `${current.trimEnd()} ${spoken.transcript}` : spoken.transcript));
  }

  /** Submit New Entry (spec §4): back to step 1 with everything cleared, background from the profile. */
  function reset() {
    attempt.current++;
    setExperience(null);
    setTranscript('');
    setInputMode('text');
    setVideoFile(null);
    video.reset();
    setIncludeBackground(true);
    setBackgroundDraft(null);
    setContactDraft(null);
    coachRequest.reset();
    setError(null);
    setResult(null);
    setCrisis(null);
    setCheckIn(null);
    setInterrupted(null);
    setReady(false);
    go('choose');
  }

  return {
    step,
    moved,
    experience,
    chooseExperience: setExperience,
    contact,
    setContact: setContactDraft,
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
    inputMode,
    setInputMode,
    videoFile,
    setVideoFile,
    submitVideo,
    videoProgress: video.progress,
    takeTranscript,
    ready,
    viewResults: () => go('results'),
    result,
    replaceResult,
    markShared: () => setResult((current) => (current ? { ...current, shared: true } : current)),
    coachRequest: coachRequest.state,
    retryCoachRequest: coachRequest.retry,
    crisis,
    checkIn,
    resending,
    keepGoing,
    needSupport,
    rewrite,
    reset,
  };
}

export type DashboardFlow = ReturnType<typeof useDashboardFlow>;

interface AnswerContext {
  startedAt: number;
  background: string;
  /** What to send again after "I'm safe, keep going". */
  interrupted: Interrupted;
  /** Coach mode: the request for a human coach, once the submission has its id. */
  coach?: (requestId: string) => CoachRequestInput;
}

function coachRequestBody(body: UploadTextBody, requestId: string): CoachRequestBody {
  return {
    transcript: body.transcript,
    name: body.name ?? '',
    email: body.email ?? '',
    phone: body.phone ?? '',
    background: body.background ?? '',
    requestId,
    ...(body.confirmedSafe ? { confirmedSafe: true } : {}),
  };
}
