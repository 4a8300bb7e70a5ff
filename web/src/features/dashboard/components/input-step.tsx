import { DASHBOARD_MESSAGES, LIMITS, MEDIA_MESSAGES } from '@briefs/shared';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { FormField } from '../../../components/form-field';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import type { DashboardFlow } from '../hooks/use-dashboard-flow';
import styles from './dashboard.module.css';
import { ErrorBanner } from './error-banner';
import { RecordVoice } from './record-voice';
import { VideoField } from './video-field';

const TEXT = DASHBOARD_MESSAGES.step2;
const BACKGROUND_MAX = 2000;

interface InputStepProps {
  flow: DashboardFlow;
  hasTokens: boolean;
  focusHeading: boolean;
  /** Slot for the input mode toggle (coach mode: Text Input or Video Upload). */
  inputModeToggle?: ReactNode;
}

/**
 * Step 2 (spec §2): the person's words (or, in coach mode, a video), the optional Pre-B.R.I.E.F
 * background, Submit Text or Upload Video.
 */
export function InputStep({ flow, hasTokens, focusHeading, inputModeToggle = null }: InputStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading, focusHeading);
  const { draft } = flow;
  const video = flow.experience === 'coach' && flow.inputMode === 'video';
  // Spec §5: Submit Text needs words, Upload Video a chosen file; both need the pool's tokens.
  const canSubmit = (video ? flow.videoFile !== null : draft.transcript.trim().length > 0) && hasTokens;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    if (video) flow.submitVideo();
    else flow.submit();
  }

  return (
    <section className={styles.step} aria-labelledby="step-heading">
      <div className={styles.stepTop}>
        <button type="button" className="btn btn-ghost" onClick={flow.back}>
          <span aria-hidden="true">←</span> {TEXT.back}
        </button>
        <p className={styles.eyebrow}>{TEXT.eyebrow}</p>
      </div>
      <h2 id="step-heading" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {TEXT.title}
      </h2>
      {flow.error ? <ErrorBanner message={flow.error} onDismiss={flow.dismissError} /> : null}
      {/* Coach mode's Text Input / Video Upload toggle and Record Voice belong here, above the text. */}
      {inputModeToggle}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {video ? (
          <VideoField file={flow.videoFile} onChange={flow.setVideoFile} />
        ) : (
          <FormField
            label={TEXT.textLabel}
            hint={TEXT.textHint}
            id="brief-text"
            between={<RecordVoice onTranscript={flow.takeTranscript} canUploadVideo={flow.experience === 'coach'} />}
          >
            {({ id, hintId }) => (
              <textarea
                id={id}
                className={`form-input ${styles.textarea}`}
                placeholder={TEXT.placeholder}
                aria-describedby={hintId}
                maxLength={LIMITS.transcriptMaxChars}
                rows={6}
                value={draft.transcript}
                onChange={(event) => draft.setTranscript(event.target.value)}
              />
            )}
          </FormField>
        )}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.includeBackground}
            onChange={(event) => draft.setIncludeBackground(event.target.checked)}
          />
          <span>{TEXT.includeBackground}</span>
        </label>
        {draft.includeBackground ? (
          <FormField label={TEXT.backgroundLabel} hint={TEXT.backgroundHint} id="brief-background">
            {({ id, hintId }) => (
              <textarea
                id={id}
                className={`form-input ${styles.textareaSmall}`}
                aria-describedby={hintId}
                maxLength={BACKGROUND_MAX}
                rows={3}
                value={draft.background}
                onChange={(event) => draft.setBackground(event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <div className={styles.stepActions}>
          <button type="submit" className="btn btn-primary btn-lg" disabled={!canSubmit}>
            {video ? MEDIA_MESSAGES.uploadVideo : TEXT.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
