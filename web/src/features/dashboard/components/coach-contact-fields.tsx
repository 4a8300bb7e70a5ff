import { COACH_MODE_MESSAGES, DASHBOARD_MESSAGES } from '@briefs/shared';
import { TextField } from '../../../components/text-field';
import type { CoachContact } from '../hooks/use-dashboard-flow';
import styles from './dashboard.module.css';

interface CoachContactFieldsProps {
  contact: CoachContact;
  onChange: (next: CoachContact) => void;
}

/** Shown when B.R.I.E.F a Coach is chosen (spec §2): Your Name, Your Email, Your Phone (Optional). */
export function CoachContactFields({ contact, onChange }: CoachContactFieldsProps) {
  return (
    <fieldset className={styles.contact}>
      <legend className={styles.contactLegend}>{DASHBOARD_MESSAGES.step1.coachDetails}</legend>
      <TextField
        label={COACH_MODE_MESSAGES.name}
        value={contact.name}
        onChange={(name) => onChange({ ...contact, name })}
        autoComplete="name"
        maxLength={100}
        required
      />
      <TextField
        label={COACH_MODE_MESSAGES.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={contact.email}
        onChange={(email) => onChange({ ...contact, email })}
        maxLength={254}
        required
      />
      <TextField
        label={COACH_MODE_MESSAGES.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={contact.phone}
        onChange={(phone) => onChange({ ...contact, phone })}
        maxLength={32}
      />
    </fieldset>
  );
}
