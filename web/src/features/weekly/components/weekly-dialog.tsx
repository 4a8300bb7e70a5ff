import { toEmbedUrl, WEEKLY_MESSAGES } from '@briefs/shared';
import { VideoDialog } from '../../../components/video-dialog';
import { useWeeklyBriefQuery } from '../api/get-weekly-brief';

/** Weekly B.R.I.E.F (spec §2): the video the admin saved, in a modal. */
export function WeeklyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const weekly = useWeeklyBriefQuery(open);
  const embedUrl = weekly.data ? toEmbedUrl(weekly.data.videoUrl, { privateYouTube: true }) : null;
  const message = weekly.isPending ? WEEKLY_MESSAGES.loading : WEEKLY_MESSAGES.empty;
  return (
    <VideoDialog
      open={open}
      onClose={onClose}
      title={WEEKLY_MESSAGES.title}
      embedUrl={embedUrl}
      playerTitle={WEEKLY_MESSAGES.playerTitle}
      message={message}
    />
  );
}
