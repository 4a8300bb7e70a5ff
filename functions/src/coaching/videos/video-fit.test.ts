import { describe, expect, it } from 'vitest';
import { BuiltinCoachEngine } from '../builtin-engine.ts';
import { INTERVENTIONS, type Intervention } from '../interventions/index.ts';
import { fittingVideos, type LibraryVideo, matchVideo, VIDEOS } from './index.ts';

const byUrl = new Map(VIDEOS.map((video) => [`https://www.youtube.com/watch?v=${video.youtubeId}`, video]));

function chosenVideo(skill: Intervention, theme: string, seed: number, speaker: boolean): LibraryVideo {
  const url = matchVideo(skill.id, theme, seed, { speaker }).url;
  const video = byUrl.get(url);
  if (!video) throw new Error(`${url} is not in the library`);
  return video;
}

const fits = (video: LibraryVideo, skill: Intervention) =>
  video.topics.includes(skill.id) || (video.kinds ?? []).includes(skill.kind);

describe('every suggested video fits the skill it comes with', () => {
  it('covers every intervention in the library', () => {
    expect(INTERVENTIONS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(INTERVENTIONS.map((skill) => [skill.id, skill] as const))(
    '%s gets a video tagged with the skill or a general talk of its kind',
    (_id, skill) => {
      for (const speaker of [true, false]) {
        expect(fittingVideos(skill.id, skill.themes[0] ?? 'general', { speaker }).length).toBeGreaterThan(0);
        for (const theme of [...skill.themes, 'general', 'sleep']) {
          for (let seed = 0; seed < 6; seed++) {
            const video = chosenVideo(skill, theme, seed, speaker);
            const where = `${skill.id} / ${theme} / seed ${seed} / speaker ${speaker}: ${video.title}`;
            expect(fits(video, skill), where).toBe(true);
            if (!skill.usesBreath) expect(video.breathing ?? false, where).toBe(false);
            if (!speaker) expect(video.speakingOnly ?? false, where).toBe(false);
          }
        }
      }
    },
  );

  it('marks every breathing-technique video, and tags them only with skills that use the breath', () => {
    const breathing = VIDEOS.filter((video) => video.breathing);
    expect(breathing.length).toBeGreaterThan(0);
    for (const video of VIDEOS) {
      const teachesBreathing = /breath|sigh/i.test(video.title);
      expect(video.breathing ?? false, video.title).toBe(teachesBreathing);
    }
    for (const video of breathing) {
      for (const topic of video.topics) {
        const skill = INTERVENTIONS.find((s) => s.id === topic);
        if (skill) expect(skill.usesBreath, `${video.title} tagged ${topic}`).toBe(true);
      }
      expect(video.kinds ?? []).toEqual([]);
    }
  });

  it('gives a swimmer an instructional self-talk tip without a breathing video', () => {
    const answer = new BuiltinCoachEngine().tipSync({
      situation: 'My 200 free final is in 20 minutes and my head is full of doubt about the last 50.',
      background: 'Competitive swimmer, 19, at nationals.',
    });
    const video = byUrl.get(answer.suggestedVideo.url);
    const skill = INTERVENTIONS.find((s) => s.id === answer.skillId);
    if (!video || !skill) throw new Error(`${answer.skillId}: ${answer.suggestedVideo.url}`);
    expect(fits(video, skill), `${skill.id}: ${video.title}`).toBe(true);
    if (!skill.usesBreath) expect(video.breathing ?? false).toBe(false);
    for (const id of ['instructional-self-talk', 'imagery-rehearsal', 'cue-words', 'external-focus']) {
      const skillOf = INTERVENTIONS.find((s) => s.id === id);
      if (!skillOf) throw new Error(id);
      const chosen = chosenVideo(skillOf, 'performance_nerves', 0, false);
      expect(chosen.breathing ?? false, `${id}: ${chosen.title}`).toBe(false);
      expect(fits(chosen, skillOf), `${id}: ${chosen.title}`).toBe(true);
    }
  });

  it('still falls back to the theme for a skill the library does not know, never to a breathing video', () => {
    const video = byUrl.get(matchVideo('a-model-invented-skill', 'performance_nerves', 0).url);
    expect(video?.topics).toContain('performance_nerves');
    expect(video?.breathing ?? false).toBe(false);
  });
});
