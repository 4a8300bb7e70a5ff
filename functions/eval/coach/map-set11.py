"""Set 11's fitting skills as library ids, mapped by hand from the writer's free-text list with the
conventions of sets 7 to 10 (slow or paced breathing -> sigh + box; a routine -> pre-performance
routine, between points or throws the pre-shot routine; a reframe, perspective or separating an error
from who they are -> reframe; a priority list -> triage + time-box; an assertive script or boundary ->
DEAR MAN + the conversation plan; a no -> saying no + DEAR MAN; talking it through with someone ->
telling one person, and check in with someone who was there when they were (a debrief with colleagues
or crew); a prepared line or answers for a feared moment -> if-then plan; recalling past successes ->
evidence log; a transition or switch-off ritual after work -> end-of-day shutdown; a cue word or one
technical cue -> cue word, with instructional self-talk for a technical cue; letting the last error go
-> mistake reset; naming the feeling -> name it to tame it; asking for feedback, exposure, practice
under pressure, budgets, calls to the bank and other practical steps the library has no skill for ->
none), plus every skill judge E graded clear; a skill judge E graded only "no" for this situation is
left out. Judge E graded one answer per situation (answers-7b3edea.json, judged-blind.json), not
pairs; a check-in's answer is the coaching shown after "I'm safe, keep going" and counts like any
other. The writer's poor fits were read for each situation: none of them is a library skill
(suppressing the thought, quitting, confronting, cramming, avoidance...), so POOR is empty. Run from
the repository root:
python3 functions/eval/coach/map-set11.py
"""
from map_common import ASSERT, BREATH, NO, TRIAGE, single_grades, write

WRITER = {
    0: ['imagery-rehearsal', 'cue-words', 'pre-shot-routine'] + BREATH,
    1: BREATH + ['instructional-self-talk', 'cue-words', 'mistake-reset', 'control-sort'],
    2: ['control-sort', 'self-compassion-break', 'peer-debrief', 'process-goals'],
    3: ['process-goals', 'values-check', 'behavioural-activation'],
    4: ['cue-words', 'instructional-self-talk'] + BREATH + ['pre-shot-routine', 'process-goals'],
    5: ['pre-shot-routine'] + BREATH + ['external-focus'],
    6: ['worry-postponement', 'expressive-writing', 'grounding-54321'],
    7: ['implementation-intentions'] + BREATH + ['cue-words', 'cognitive-reappraisal', 'grounding-54321'],
    8: ['affect-labelling'] + BREATH + ['progressive-muscle-relaxation'] + ASSERT,
    9: ['cognitive-reappraisal', 'implementation-intentions', 'ask-for-help'],
    10: ['shutdown-ritual'] + NO + ['hard-conversation-plan', 'worry-postponement'],
    11: ['implementation-intentions'] + BREATH + ['cognitive-reappraisal', 'ask-for-help'],
    12: ['grounding-54321'] + BREATH + ['cognitive-reappraisal'],
    13: ['peer-debrief', 'ask-for-help', 'expressive-writing', 'stimulus-control-sleep', 'cognitive-reappraisal'],
    14: ['control-sort'] + ASSERT + ['ask-for-help'],
    15: ['process-goals'] + BREATH + ['retrieval-practice'],
    16: BREATH + ['two-minute-start', 'cue-words'],
    17: ['self-compassion-break', 'hard-conversation-plan'],
    18: ['cognitive-reappraisal', 'process-goals', 'ask-for-help', 'values-check'],
    19: ['imagery-rehearsal', 'pre-performance-routine'] + BREATH + ['implementation-intentions', 'cognitive-reappraisal'],
    20: ['eisenhower-timebox', 'retrieval-practice', 'self-compassion-break'],
    21: ['pre-performance-routine'] + BREATH + ['cognitive-reappraisal'],
    22: ['retrieval-practice', 'implementation-intentions', 'mistake-reset'] + BREATH + ['cue-words', 'external-focus'],
    23: ['mistake-reset'] + BREATH + ['cue-words'],
    24: ['self-compassion-break', 'cognitive-reappraisal', 'process-goals'],
    25: ['pre-performance-routine'] + BREATH + ['external-focus'],
    26: ['implementation-intentions', 'pre-performance-routine', 'cognitive-reappraisal'],
    27: ['process-goals'] + BREATH + ['external-focus'],
    28: ['self-compassion-break', 'cognitive-reappraisal', 'worry-postponement'],
    29: ['external-focus', 'pre-performance-routine', 'cognitive-reappraisal'],
    30: ['ask-for-help', 'behavioural-activation', 'micro-reach-out', 'affect-labelling'],
    31: ['values-check', 'self-compassion-break', 'ask-for-help'],
    32: BREATH + ['repair-after-snapping'],
    33: ['cognitive-reappraisal', 'self-compassion-break', 'ask-for-help'],
    34: ['hard-conversation-plan', 'values-check'],
    35: ['process-goals'] + BREATH + ['cool-down-pause'],
    36: BREATH + ['support-someone', 'peer-debrief'],
    37: ['imagery-rehearsal', 'pre-performance-routine', 'cognitive-reappraisal', 'ask-for-help'],
    38: BREATH + ['peer-debrief'],
    39: ['peer-debrief', 'ask-for-help', 'affect-labelling', 'shutdown-ritual', 'mastery-log'],
    40: ['shutdown-ritual', 'peer-debrief', 'ask-for-help'],
    41: ['implementation-intentions'] + BREATH,
    42: ['peer-debrief', 'cognitive-reappraisal', 'cool-down-pause', 'implementation-intentions'],
    43: BREATH + TRIAGE + ['hard-conversation-plan', 'self-compassion-break'],
    44: ['pre-performance-routine'] + BREATH + ['process-goals', 'mastery-log'],
    45: BREATH + ['peer-debrief'],
    46: ['peer-debrief', 'cognitive-reappraisal', 'self-compassion-break'],
    47: ['process-goals', 'self-compassion-break'],
    48: BREATH + ['cue-words'],
    49: ['peer-debrief', 'ask-for-help', 'affect-labelling'],
    50: ['control-sort', 'peer-debrief', 'grounding-54321'],
    51: ['implementation-intentions', 'ask-for-help'] + BREATH,
    52: BREATH + ['implementation-intentions'],
    53: ['repair-after-snapping', 'hard-conversation-plan', 'self-compassion-break'],
    54: ['implementation-intentions', 'ask-for-help'],
    55: ['implementation-intentions'] + BREATH,
    56: ['hard-conversation-plan', 'cognitive-reappraisal', 'self-compassion-break'],
    57: BREATH + ['implementation-intentions'] + ASSERT,
    58: ['worry-postponement', 'ask-for-help', 'control-sort'],
    59: ASSERT + ['cognitive-reappraisal'] + BREATH + ['implementation-intentions'],
    60: ['ask-for-help'] + BREATH,
    61: ['two-minute-start', 'ask-for-help', 'self-compassion-break'],
    62: NO + ['values-check', 'ask-for-help'],
    63: ['cognitive-reappraisal'] + BREATH + ['hard-conversation-plan'],
    64: ['implementation-intentions', 'mastery-log'],
    65: ['ask-for-help', 'self-compassion-break', 'process-goals'],
    66: BREATH + ['pre-performance-routine'],
    67: ['cognitive-reappraisal', 'self-compassion-break', 'mastery-log'],
    68: ['behavioural-activation', 'micro-reach-out', 'self-compassion-break'],
    69: BREATH + ['implementation-intentions'],
    70: ['affect-labelling'] + BREATH + ['values-check', 'micro-reach-out'],
    71: ['affect-labelling', 'ask-for-help'],
}
# Library skills the writer names as a poor fit for a situation (none in set 11).
POOR = {}

SET = 'first-seen-set11'
write(SET, WRITER, single_grades(SET + '/', 'answers-7b3edea.json'), POOR)
