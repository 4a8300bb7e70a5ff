import { ADMIN_MESSAGES, type AdminAccount, adminText } from '@briefs/shared';
import type { CoachDecision } from '../api/set-coach-status';
import styles from './cards.module.css';
import { EmailText } from './email-text';

interface CoachCardProps {
  coach: AdminAccount;
  busy: boolean;
  onDecide: (decision: CoachDecision) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One coach: details, CV preview, status; pending → approve/reject, approved → edit/delete, rejected → delete. */
export function CoachCard({ coach, busy, onDecide, onEdit, onDelete }: CoachCardProps) {
  const status = coach.status ?? 'pending';
  const specialties = (coach.specialties ?? []).filter(Boolean).join(', ');
  return (
    <article className={styles.card} aria-label={coach.name}>
      <div className={styles.head}>
        <h2 className={styles.name}>{coach.name}</h2>
        <span className={`${styles.badge} ${styles[status]}`}>
          <span className="visually-hidden">{ADMIN_MESSAGES.status}: </span>
          {ADMIN_MESSAGES.statuses[status]}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{ADMIN_MESSAGES.fields.email}</dt>
        <dd>
          <EmailText email={coach.email} />
        </dd>
        {coach.phone?.trim() ? (
          <>
            <dt>{ADMIN_MESSAGES.phone}</dt>
            <dd>{coach.phone}</dd>
          </>
        ) : null}
        {specialties ? (
          <>
            <dt>{ADMIN_MESSAGES.specialties}</dt>
            <dd>{specialties}</dd>
          </>
        ) : null}
      </dl>
      {coach.cvUrl ? (
        <iframe className={styles.cv} src={coach.cvUrl} title={adminText.cvTitle(coach.name)} loading="lazy" />
      ) : (
        <p className={styles.noCv}>{ADMIN_MESSAGES.noCv}</p>
      )}
      <div className={styles.actions}>
        {status === 'pending' ? (
          <>
            <button
              type="button"
              className={`btn ${styles.success}`}
              aria-label={adminText.approveLabel(coach.name)}
              disabled={busy}
              onClick={() => onDecide('approved')}
            >
              {ADMIN_MESSAGES.approve}
            </button>
            <button
              type="button"
              className={`btn ${styles.danger}`}
              aria-label={adminText.rejectLabel(coach.name)}
              disabled={busy}
              onClick={() => onDecide('rejected')}
            >
              {ADMIN_MESSAGES.reject}
            </button>
          </>
        ) : null}
        {status === 'approved' ? (
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={adminText.editLabel(coach.name)}
            onClick={onEdit}
          >
            {ADMIN_MESSAGES.edit}
          </button>
        ) : null}
        {status !== 'pending' ? (
          <button
            type="button"
            className={`btn ${styles.danger}`}
            aria-label={adminText.deleteLabel(coach.name)}
            onClick={onDelete}
          >
            {ADMIN_MESSAGES.delete}
          </button>
        ) : null}
      </div>
    </article>
  );
}
