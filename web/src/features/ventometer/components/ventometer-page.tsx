import { ERROR_CATALOGUE, PAGES, VENTOMETER_MESSAGES } from '@briefs/shared';
import { Link } from 'react-router-dom';
import { CheckInCard } from '../../../components/safety/check-in-card';
import { CrisisCard } from '../../../components/safety/crisis-card';
import { ToastProvider } from '../../../components/toast-provider';
import { useVentometer } from '../hooks/use-ventometer';
import { HowItWorks } from './how-it-works';
import { PendingView } from './pending-view';
import { ProcessedView } from './processed-view';
import { RecorderCard } from './recorder-card';
import { ReflectionDialog } from './reflection-dialog';
import styles from './ventometer.module.css';

const TEXT = VENTOMETER_MESSAGES;

/** /ventometer (login required): a one-minute voice note held for 24 hours, and a tip if the feeling stays. */
export default function VentometerPage() {
  return (
    <ToastProvider>
      <main id="main" className={styles.main}>
        <title>{`${TEXT.pageTitle} · B.R.I.E.F.S`}</title>
        <Link to={PAGES.app} className={styles.back}>
          {TEXT.back}
        </Link>
        <h1 className={styles.title}>{TEXT.pageTitle}</h1>
        <p className={styles.intro}>{TEXT.intro}</p>
        <HowItWorks />
        <VentometerBody />
      </main>
    </ToastProvider>
  );
}

function VentometerBody() {
  const vent = useVentometer();
  const { query, session, safety } = vent;
  let body: React.ReactNode;
  if (safety && 'crisis' in safety) body = <CrisisCard crisis={safety.crisis} onContinue={vent.clearSafety} />;
  else if (safety && 'checkIn' in safety)
    body = (
      <CheckInCard
        checkIn={safety.checkIn}
        onKeepGoing={vent.keepGoing}
        onNeedSupport={vent.needSupport}
        onRewrite={vent.clearSafety}
        busy={vent.uploading}
      />
    );
  else if (query.isPending) body = <p className={styles.status}>{TEXT.loading}</p>;
  else if (query.isError && !query.data)
    body = (
      <div className={styles.card}>
        <p role="alert">{ERROR_CATALOGUE.INTERNAL.message}</p>
        <button type="button" className="btn btn-secondary" onClick={vent.refetch}>
          {TEXT.retry}
        </button>
      </div>
    );
  else if (!session)
    body = (
      <RecorderCard
        uploading={vent.uploading}
        error={vent.uploadError}
        onUpload={vent.send}
        onMicDenied={vent.micDenied}
      />
    );
  else if (session.status === 'processed')
    body = <ProcessedView session={session} busy={vent.dismissing} onDismiss={vent.dismissNote} />;
  else
    body = (
      <PendingView
        session={session}
        busy={vent.dismissing || vent.refetching}
        generating={vent.generating}
        onExpired={vent.refetch}
        onBetter={vent.dismissNote}
        onStill={vent.stillFeelThisWay}
        onAudioError={vent.refetch}
      />
    );
  return (
    <>
      {body}
      <ReflectionDialog open={vent.reflecting} generating={vent.generating} onClose={vent.closeReflection} />
    </>
  );
}
