import { PAGES } from '@briefs/shared';
import { useState } from 'react';
import { Navigate, Outlet, useMatch } from 'react-router-dom';
import { PageWrapper } from '../components/page-wrapper';
import { AccountHeader } from '../features/account';
import { HelpButton } from '../features/help/components/help-button';
import { CoachReplyNotice } from '../features/history/components/coach-reply-notice';
import { HistoryDialog } from '../features/history/components/history-dialog';
import { WeeklyDialog } from '../features/weekly/components/weekly-dialog';
import { useMeQuery } from '../lib/api/me';

type MenuDialog = 'history' | 'weekly' | null;

/**
 * The person's signed-in screens (/app, /community, /ventometer): the header with the avatar menu,
 * the dialogs its entries open, and the floating help button. Features stay apart; this composes them.
 * A coach who opens one goes to /coach, as a member who opens /coach goes to /app.
 */
export default function MemberLayout() {
  const [dialog, setDialog] = useState<MenuDialog>(null);
  const close = () => setDialog(null);
  const onDashboard = useMatch('/app') !== null;
  const me = useMeQuery();
  // A coach's token is refused on every member call: their dashboard is /coach.
  if (me.data?.role === 'coach') return <Navigate to={PAGES.coach} replace />;
  return (
    <PageWrapper>
      <AccountHeader onOpenHistory={() => setDialog('history')} onOpenWeekly={() => setDialog('weekly')} />
      {onDashboard ? <CoachReplyNotice onWatch={() => setDialog('history')} /> : null}
      <Outlet />
      <HelpButton />
      <HistoryDialog open={dialog === 'history'} onClose={close} />
      <WeeklyDialog open={dialog === 'weekly'} onClose={close} />
    </PageWrapper>
  );
}
