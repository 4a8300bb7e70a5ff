import type { MailMessage } from '../adapters/mailer.ts';
import { generateTemporaryPassword, hashPassword } from '../auth/passwords.ts';
import { AppError } from '../lib/app-error.ts';
import { log } from '../lib/log.ts';
import { isConditionalCheckFailed } from '../repositories/table.ts';
import type { Runtime } from '../runtime.ts';
import { coachApprovedEmail, coachRejectedEmail } from './emails.ts';

/** How long the password in the approval email works; afterwards Forgot password sends a new one. */
export const APPROVAL_PASSWORD_HOURS = 24;

/**
 * pending → approved | rejected, once (a conditional update on status). Approval emails the coach
 * a temporary password that expires (the sign-in's temporary-password path, as for a reset);
 * rejection ends any token they might hold and tells them kindly.
 */
export async function setCoachStatus(runtime: Runtime, id: string, status: 'approved' | 'rejected'): Promise<void> {
  const coach = await runtime.repos.accounts.get(id);
  if (coach?.role !== 'coach') throw new AppError('NOT_FOUND');
  if (coach.status !== 'pending') throw new AppError('CONFLICT', {}, `This coach is already ${coach.status}.`);
  try {
    if (status === 'rejected') {
      await runtime.repos.accounts.update(id, { status }, { bumpTokenVersion: true, ifStatus: 'pending' });
      await sendQuietly(runtime, id, coachRejectedEmail(coach.email, coach.name));
      return;
    }
    const temporary = generateTemporaryPassword();
    const expiresAt = new Date(runtime.now().getTime() + APPROVAL_PASSWORD_HOURS * 3600_000);
    await runtime.repos.accounts.update(
      id,
      {
        status,
        tempPasswordHash: await hashPassword(temporary, { randomSecret: true }),
        tempPasswordExpiresAt: expiresAt.toISOString(),
        mustChangePassword: true,
      },
      { ifStatus: 'pending' },
    );
    const loginUrl = `${runtime.config.APP_URL}/login`;
    await sendQuietly(
      runtime,
      id,
      coachApprovedEmail(coach.email, coach.name, temporary, loginUrl, APPROVAL_PASSWORD_HOURS),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error))
      throw new AppError('CONFLICT', {}, 'This coach was just reviewed by someone else.');
    throw error;
  }
}

/** The decision stands even if the email fails; the coach can still use Forgot password. */
async function sendQuietly(runtime: Runtime, coachId: string, message: MailMessage) {
  try {
    await runtime.mailer.send(message);
  } catch (error) {
    log.error('coach decision email failed', { coachId, err: String(error) });
  }
}
