import { VENTOMETER_MESSAGES, type VentAnswer } from '@briefs/shared';
import { type CoachModel, coachScreened } from '../coaching/index.ts';
import { AppError } from '../lib/app-error.ts';
import { log } from '../lib/log.ts';
import { isLive } from '../repositories/vent-repository.ts';
import type { Runtime } from '../runtime.ts';
import { modelStop, screenForSafety } from './safety-gate.ts';
import { chargeToken, refundToken } from './token-pools.ts';
import { removeNote, toVentSession } from './vent-notes.ts';

/**
 * 'Still Feel This Way': a tip for the pending note. The note's words go through the safety gate
 * again, then one B.R.I.E.F.S token is taken (see the Ventometer decision in docs/decisions) and the model coaches; the note becomes
 * processed once. Asking again for a processed note answers it as it is, with no second charge.
 * A crisis found now removes the note: it is never kept waiting.
 */
export async function ventTip(
  runtime: Runtime,
  model: CoachModel,
  userId: string,
  background: string,
): Promise<VentAnswer> {
  const record = await runtime.repos.vents.getStored(userId);
  if (!isLive(record, runtime.now())) throw new AppError('NOT_FOUND', {}, VENTOMETER_MESSAGES.errors.noSession);
  if (record.status === 'processed') return { session: await toVentSession(runtime, record) };
  const { transcript } = record;
  const stop = await screenForSafety([transcript], {
    transcript,
    confirmedSafe: record.confirmedSafe,
    where: 'vent-tip',
  });
  if (stop) {
    if ('crisis' in stop) await removeNote(runtime, record);
    return stop;
  }
  await chargeToken(runtime, userId, 'brief');
  let charged = true;
  const refund = async () => {
    if (!charged) return;
    charged = false;
    await refundToken(runtime, userId, 'brief');
  };
  try {
    const outcome = await coachScreened(model, { situation: transcript, background });
    if (outcome.kind !== 'coaching') {
      await refund();
      if (outcome.kind === 'crisis') await removeNote(runtime, record);
      return modelStop(outcome, { transcript, where: 'vent-tip' });
    }
    const tip = { coachingTip: outcome.answer.coachingTip, suggestedVideo: outcome.answer.suggestedVideo };
    if (!(await runtime.repos.vents.markProcessed(userId, record.noteId, tip))) {
      // Processed by a parallel press, or replaced or dismissed meanwhile: this answer is not kept.
      await refund();
      const current = await runtime.repos.vents.getStored(userId);
      if (!isLive(current, runtime.now())) throw new AppError('NOT_FOUND', {}, VENTOMETER_MESSAGES.errors.noSession);
      return { session: await toVentSession(runtime, current) };
    }
    return { session: await toVentSession(runtime, { ...record, status: 'processed', ...tip }) };
  } catch (error) {
    await refund().catch((refundError) => log.error('token refund failed', { err: String(refundError) }));
    throw error;
  }
}
