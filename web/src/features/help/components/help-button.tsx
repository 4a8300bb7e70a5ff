import { HELP_MESSAGES } from '@briefs/shared';
import { useState } from 'react';
import { VideoDialog } from '../../../components/video-dialog';
import { HELP_VIDEO_EMBED_URL } from '../../../lib/build-config';
import styles from './help-button.module.css';

/** The floating help button at the bottom right of every signed-in screen, with the how-to video (spec §2). */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.button} aria-label={HELP_MESSAGES.button} onClick={() => setOpen(true)}>
        <span aria-hidden="true">?</span>
      </button>
      <VideoDialog
        open={open}
        onClose={() => setOpen(false)}
        title={HELP_MESSAGES.title}
        intro={HELP_MESSAGES.intro}
        embedUrl={HELP_VIDEO_EMBED_URL}
        playerTitle={HELP_MESSAGES.playerTitle}
      />
    </>
  );
}
