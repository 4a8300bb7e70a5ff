import { generateTemporaryPassword, hashPassword } from '../auth/passwords.ts';
import { AppError } from '../http/app-error.ts';
import { isConditionalCheckFailed } from '../repositories/table.ts';
import type { Runtime } from '../runtime.ts';
import { coachApprovedEmail } from './emails.ts';

/**
 * pending → approved | rejected, once (a conditional update on status). Approval gives the coach
 * a temporary password by email; rejection ends any token they might hold.
 */
export async function setCoachStatus(runtime: Runtime, id: string, status: 'approved' | 'rejected'): Promise<void> {
  const coach = await runtime.repos.accounts.get(id);
  if (coach?.role !== 'coach') throw new AppError('NOT_FOUND');
  if (coach.status !== 'pending') throw new AppError('CONFLICT', {}, `This coach is already ${coach.status}.`);
  try {
    if (status === 'rejected') {
      await runtime.repos.accounts.update(id, { status }, { bumpTokenVersion: true, ifStatus: 'pending' });
      return;
    }
    const temporary = generateTemporaryPassword();
    await runtime.repos.accounts.update(
      id,
      { status, passwordHash: await hashPassword(temporary, { randomSecret: true }), mustChangePassword: true },
      { ifStatus: 'pending' },
    );
    await runtime.mailer.send(
      coachApprovedEmail(coach.email, coach.name, temporary, `${runtime.config.APP_URL}/login`),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error))
      throw new AppError('CONFLICT', {}, 'This coach was just reviewed by someone else.');
    throw error;
  }
}
