/**
 * Harm to a named person, planned or already started, told calmly (first seen in round 26): a bar kept
 * in the cab for a man on his morning walk, a dog trained to go for an ex, a pregnant partner pinned with
 * marks left. Over `normaliseForSafety` text; each rule needs the act and its aim together.
 */
import { allOf } from './rules.ts';

export const PLANNED_HARM_PATTERNS: readonly RegExp[] = [
  // A weapon put ready, a time, and a wish for it to look like any other day.
  allOf(
    '\\b(?:bar|bat|hammer|knife|crowbar|machete|wrench|pipe|axe) in the (?:cab|van|car|boot|truck|glovebox)\\b',
    '\\b(?:deal with|sort out|sort|have it out with|teach) (?:him|her|them)\\b',
    '\\b(?:looks? ordinary|looks? normal|as normal|nobody suspects|alibi)\\b',
  ),
  // Following someone (their route, shifts or home) with a wish to make them suffer.
  allOf(
    '\\b(?:(?:driven|drove|drive|driving|walked|walk) past (?:her|his|their) (?:place|house|flat|home|work)|i know (?:her|his|their) (?:shifts|route|routine|address|new address))\\b',
    '\\b(?:should feel what i felt|make (?:sure )?(?:she|he|they) (?:pays?|regrets?|suffers?)|make (?:her|him|them) (?:pay|regret|suffer)|teach (?:her|him|them) a lesson)\\b',
  ),
  /\btrain (?:\w+ ){0,2}dogs? to (?:go for|attack|bite|maul) (?:her|his|my|their|the|a) (?:ex|husband|wife|partner|neighbour|neighbor|landlord|boss)\b/,
  // A partner held or pinned hard enough to mark, and it building again.
  allOf(
    '\\b(?:pinned|pin|shoved|slammed) (?:her|him|them) (?:against|into|to|down)\\b|\\bgrabbed (?:her|him) by the (?:throat|neck|arms?|hair)\\b',
    '\\b(?:marks|bruis\\w*|pregnant|building again|again tonight|scared of me)\\b',
  ),
];
