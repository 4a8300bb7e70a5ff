import { DASHBOARD_MESSAGES } from '@briefs/shared';
import { CheckInCard } from '../../../components/safety/check-in-card';
import { CrisisCard } from '../../../components/safety/crisis-card';
import { useUsageQuery } from '../api/get-usage';
import { useDashboardFlow } from '../hooks/use-dashboard-flow';
import styles from './dashboard.module.css';
import { ExperienceStep } from './experience-step';
import { InputModeToggle } from './input-mode-toggle';
import { InputStep } from './input-step';
import { ResultsView } from './results-view';
import { UsagePanel } from './usage-panel';
import { WaitingArea } from './waiting-area';

/** /app (login required): Monthly Usage and the B.R.I.E.F.S flow; the header comes from the member layout. */
export default function DashboardPage() {
  const usage = useUsageQuery();
  const flow = useDashboardFlow();
  const left = flow.experience === 'coach' ? usage.data?.coachTokensRemaining : usage.data?.briefTokensRemaining;
  const hasTokens = left === undefined || left > 0;

  return (
    <main id="main" className={styles.main}>
      <title>{`${DASHBOARD_MESSAGES.pageTitle} · B.R.I.E.F.S`}</title>
      <h1 className="visually-hidden">{DASHBOARD_MESSAGES.pageTitle}</h1>
      <UsagePanel usage={usage.data} collapse={flow.step === 'results'} />
      {flow.step === 'choose' ? (
        <ExperienceStep
          experience={flow.experience}
          onChoose={flow.chooseExperience}
          contact={flow.contact}
          onContactChange={flow.setContact}
          onNext={flow.next}
          usage={usage.data}
          focusHeading={flow.moved}
        />
      ) : null}
      {flow.step === 'input' ? (
        <InputStep
          flow={flow}
          hasTokens={hasTokens}
          focusHeading={flow.moved}
          inputModeToggle={
            flow.experience === 'coach' ? <InputModeToggle mode={flow.inputMode} onChange={flow.setInputMode} /> : null
          }
        />
      ) : null}
      {flow.step === 'processing' ? (
        <WaitingArea ready={flow.ready} onViewResults={flow.viewResults} video={flow.videoProgress} />
      ) : null}
      {flow.step === 'results' && flow.result ? (
        <ResultsView
          result={flow.result}
          onReplace={flow.replaceResult}
          onShared={flow.markShared}
          onNewEntry={flow.reset}
          coachRequest={flow.experience === 'coach' ? flow.coachRequest : null}
          onRetryCoachRequest={flow.retryCoachRequest}
        />
      ) : null}
      {flow.step === 'check_in' && flow.checkIn ? (
        <CheckInCard
          checkIn={flow.checkIn.checkIn}
          onKeepGoing={flow.keepGoing}
          onNeedSupport={flow.needSupport}
          onRewrite={flow.rewrite}
          busy={flow.resending}
        />
      ) : null}
      {flow.step === 'crisis' && flow.crisis ? (
        <CrisisCard crisis={flow.crisis.crisis} onContinue={flow.reset} />
      ) : null}
    </main>
  );
}
