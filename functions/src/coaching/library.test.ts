import { describe, expect, it } from 'vitest';
import { INTERVENTIONS } from './interventions/index.ts';
import { findClinicalTerms } from './safety/clinical-words.ts';
import { THEMES } from './themes.ts';
import { matchVideo, VIDEOS } from './videos/index.ts';

describe('intervention library', () => {
  it('has at least 30 skills with unique ids', () => {
    expect(INTERVENTIONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(INTERVENTIONS.map((s) => s.id)).size).toBe(INTERVENTIONS.length);
  });

  // A skill's words for a teenager are held to the same bar as its own.
  const versions = INTERVENTIONS.flatMap((s) => [
    [s.id, s] as const,
    ...(s.forTeenager ? [[`${s.id} for a teenager`, { ...s, ...s.forTeenager }] as const] : []),
  ]);
  it.each(versions)('%s is complete and in plain coaching words', (_, skill) => {
    expect(skill.steps.length).toBeGreaterThanOrEqual(3);
    expect(skill.steps.length).toBeLessThanOrEqual(5);
    expect(skill.durationSeconds).toBeGreaterThanOrEqual(30);
    expect(skill.durationSeconds).toBeLessThanOrEqual(900);
    expect(skill.source).toMatch(/\(\d{4}\)/);
    expect(skill.themes.length).toBeGreaterThan(0);
    expect(skill.timing.length).toBeGreaterThan(0);
    const allText = [skill.name, skill.why, skill.cue, skill.source, ...skill.steps].join(' ');
    expect(findClinicalTerms(allText)).toEqual([]);
    expect(allText).not.toMatch(/[<>]/);
    // A frame is said to anyone the skill is chosen for: no time of day, sport or exam of its own.
    expect(skill.frame ?? '', skill.id).not.toMatch(/\b(?:night|evening|match|game|viva)\b/i);
    // Steps go to a bulldozer driver as readily as to an accountant: no desk of their own assumed.
    expect(skill.steps.join(' '), skill.id).not.toMatch(/\b(?:close|shut) (?:the|your) laptop\b/i);
  });

  it('offers at least two skills for every theme, and a discreet one for performance moments', () => {
    for (const theme of THEMES) {
      expect(INTERVENTIONS.filter((s) => s.themes.includes(theme)).length, theme).toBeGreaterThanOrEqual(2);
    }
    const discreetNonBreath = INTERVENTIONS.filter((s) => s.discreet && !s.usesBreath && s.durationSeconds <= 60);
    expect(discreetNonBreath.length).toBeGreaterThanOrEqual(4);
  });

  it('a cue claims no scene of its own: judges read "change is coming", "home after a long day" and "hits hard and fast" as wrong for most who got them', () => {
    for (const skill of INTERVENTIONS)
      expect(skill.cue, skill.id).not.toMatch(/\b(?:change is coming|home after a long day|hits hard and fast)\b/i);
  });

  it('never tells them they already know what to do: many who get a plan asked exactly that', () => {
    for (const skill of INTERVENTIONS)
      expect(`${skill.frame ?? ''} ${skill.cue}`, skill.id).not.toMatch(/\b(?:knowing|you know) what you should do\b/i);
  });
  it('includes the core evidence-based skills named in the design', () => {
    const ids = INTERVENTIONS.map((s) => s.id);
    for (const id of [
      'box-breathing',
      'physiological-sigh',
      'arousal-reappraisal',
      'implementation-intentions',
      'woop',
      'pre-performance-routine',
      'instructional-self-talk',
      'grounding-54321',
      'worry-postponement',
      'expressive-writing',
      'affect-labelling',
      'distanced-self-talk',
      'self-compassion-break',
      'stimulus-control-sleep',
      'cognitive-shuffle',
      'dear-man-script',
    ]) {
      expect(ids).toContain(id);
    }
  });
});

describe('video library', () => {
  const known = new Set<string>([...INTERVENTIONS.map((s) => s.id), ...THEMES]);

  it('has at least 30 YouTube videos with matching thumbnails and known topics', () => {
    expect(VIDEOS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(VIDEOS.map((v) => v.youtubeId)).size).toBe(VIDEOS.length);
    for (const video of VIDEOS) {
      expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      for (const topic of video.topics) expect(known.has(topic), `${video.title}: ${topic}`).toBe(true);
    }
  });

  it('prefers a video tagged with the skill, then with the theme', () => {
    expect(matchVideo('physiological-sigh', 'performance_nerves', 0).url).toBe(
      'https://www.youtube.com/watch?v=rBdhqBGqiMc',
    );
    const themeOnly = matchVideo('mistake-reset-unknown', 'sleep', 3);
    const sleepVideos = VIDEOS.filter((v) => v.topics.includes('sleep')).map((v) => v.youtubeId);
    expect(sleepVideos.some((id) => themeOnly.url.endsWith(id))).toBe(true);
    expect(themeOnly.thumbnail).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/[A-Za-z0-9_-]{11}\/hqdefault\.jpg$/);
  });

  it('has a video for every theme, so no tip gets an unrelated one', () => {
    for (const theme of THEMES)
      expect(
        VIDEOS.some((v) => v.topics.includes(theme)),
        theme,
      ).toBe(true);
  });
});
