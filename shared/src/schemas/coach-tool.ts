import * as z from 'zod/mini';

/**
 * The structured answer a language model gives through the Converse API's tool use: the brief in
 * plain words, one skill chosen from the candidates the library matched by meaning, its steps in the
 * person's world, the cue, and a one-line summary. Or `crisis: true` and nothing else when the
 * person may be at risk. The server composes the two marked sections from it, so the format can
 * never be broken by the model.
 */
export const COACH_TOOL_NAME = 'give_coaching_tip';

export function coachToolInputSchema(skillIds: readonly [string, ...string[]]) {
  return z.object({
    crisis: z.boolean(),
    brief: z.string().check(z.minLength(40), z.maxLength(1600)),
    skillId: z.enum(skillIds),
    steps: z.array(z.string().check(z.minLength(8), z.maxLength(300))).check(z.minLength(3), z.maxLength(5)),
    cue: z.string().check(z.minLength(8), z.maxLength(240)),
    summary: z.string().check(z.minLength(5), z.maxLength(200)),
  });
}

export type CoachToolInput = z.infer<ReturnType<typeof coachToolInputSchema>>;
