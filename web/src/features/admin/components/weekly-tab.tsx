import { ADMIN_MESSAGES, toEmbedUrl } from '@briefs/shared';
import { type FormEvent, useId, useState } from 'react';
import { useWeeklyBriefQuery } from '../api/get-weekly-brief';
import { useSaveWeeklyBriefMutation } from '../api/save-weekly-brief';
import { useQueryErrorToast } from '../hooks/use-query-error-toast';
import { useToast } from '../hooks/use-toast';
import { Loading } from './tab-status';
import styles from './weekly.module.css';

/** Weekly tab (spec §2): the video link, a live preview, Save when the trimmed value changed. */
export function WeeklyTab() {
  const weekly = useWeeklyBriefQuery();
  useQueryErrorToast(weekly.error, ADMIN_MESSAGES.fallbacks.loadWeekly);
  if (weekly.isPending) return <Loading />;
  const loaded = weekly.data?.videoUrl ?? '';
  return <WeeklyForm key={loaded} loaded={loaded} />;
}

function WeeklyForm({ loaded }: { loaded: string }) {
  const [value, setValue] = useState(loaded);
  const save = useSaveWeeklyBriefMutation();
  const toast = useToast();
  const inputId = useId();
  const previewId = useId();
  const trimmed = value.trim();
  const embed = toEmbedUrl(trimmed);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (trimmed === loaded.trim() || save.isPending) return;
    save.mutate(trimmed, { onError: (error) => toast.failure(error, ADMIN_MESSAGES.fallbacks.saveWeekly) });
  }

  return (
    <form className={styles.panel} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        {ADMIN_MESSAGES.weeklyField}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={previewId}
        />
        <button type="submit" className="btn btn-primary" disabled={trimmed === loaded.trim() || save.isPending}>
          {save.isPending ? ADMIN_MESSAGES.saving : ADMIN_MESSAGES.save}
        </button>
      </div>
      <section className={styles.preview} aria-labelledby={previewId}>
        <h2 id={previewId} className={styles.previewHeading}>
          {ADMIN_MESSAGES.preview}
        </h2>
        {embed ? (
          <div className={styles.frame}>
            <iframe
              src={embed}
              title={ADMIN_MESSAGES.previewTitle}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            />
          </div>
        ) : (
          <p className={styles.noPreview}>{ADMIN_MESSAGES.noPreview}</p>
        )}
      </section>
    </form>
  );
}
