import { DASHBOARD_MESSAGES } from '@briefs/shared';
import { PageWrapper } from '../../../components/page-wrapper';
import { CheckInCard } from '../../../components/safety/check-in-card';
import { AccountHeader } from '../../account';
import { useUsageQuery } from '../api/get-usage';
import { useDashboardFlow } from '../hooks/use-dashboard-flow';
import { CrisisCard } from './crisis-card';
import styles from './dashboard.module.css';
import { ExperienceStep } from './experience-step';
import { InputStep } from './input-step';
import { ResultsView } from './results-view';
import { UsagePanel } from './usage-panel';
import { WaitingArea } from './waiting-area';

/** /app (login required): the signed-in header, Monthly Usage and the instant B.R.I.E.F.S flow. */
export default function DashboardPage() {
  const usage = useUsageQuery();
  const flow = useDashboardFlow();
  const hasTokens = usage.data ? usage.data.briefTokensRemaining > 0 : true;

  return (
    <PageWrapper>
      <AccountHeader />
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{DASHBOARD_MESSAGES.pageTitle}</h1>
        <UsagePanel usage={usage.data} collapse={flow.step === 'results'} />
        {flow.step === 'choose' ? (
          <ExperienceStep
            experience={flow.experience}
            onChoose={flow.chooseExperience}
            onNext={flow.next}
            usage={usage.data}
            focusHeading={flow.moved}
          />
        ) : null}
        {flow.step === 'input' ? <InputStep flow={flow} hasTokens={hasTokens} focusHeading={flow.moved} /> : null}
        {flow.step === 'processing' ? <WaitingArea ready={flow.ready} onViewResults={flow.viewResults} /> : null}
        {flow.step === 'results' && flow.result ? (
          <ResultsView result={flow.result} onReplace={flow.replaceResult} onNewEntry={flow.reset} />
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
    </PageWrapper>
  );
}
