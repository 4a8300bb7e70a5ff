"""Set 12's fitting skills as library ids, mapped by hand from the writer's free-text list with the
conventions of sets 7 to 11 (see map-set11.py: slow breathing -> sigh + box; a routine -> pre-performance
routine, between balls the pre-shot routine; a reframe, perspective, depersonalising or separating an
error from who they are -> reframe; triage or prioritising -> triage + time-box; an assertive script or
a request -> DEAR MAN + the conversation plan; a no -> saying no + DEAR MAN (a parent's no to a small
child in a tantrum -> saying no alone); talking it through -> telling one person, and check in with
someone who was there when they were; a prepared line or rehearsed answers -> if-then plan; evidence of
progress -> evidence log; a decompression or transition ritual after work -> end-of-day shutdown, a
sleep wind-down -> bed is for sleep; writing worries down -> worry dump; letting the last error go ->
mistake reset; asking for feedback, exposure, budgets, checklists and other practical steps the library
has no skill for -> none), plus every skill judge F graded clear for either answer of the pair (frozen
7b3edea, final 99d64dd), minus any graded only "no" for this situation; the three crisis answers carry
no skill. The writer's poor fits ({answer, reason}) were read for each situation: none of them is a
library skill (pushing through, quitting, shouting, avoidance, borrowing more...), so POOR is empty.
Run from the repository root:
python3 functions/eval/coach/map-set12.py
"""
from map_common import ASSERT, BREATH, NO, TRIAGE, pair_grades, write

WRITER = {
    0: ['pre-shot-routine'] + BREATH + ['cue-words', 'mistake-reset', 'external-focus'],
    1: ['stimulus-control-sleep'] + BREATH + ['worry-dump', 'control-sort', 'pre-performance-routine', 'cognitive-reappraisal'],
    2: ['imagery-rehearsal', 'peer-debrief', 'pre-performance-routine'] + BREATH + ['cue-words', 'instructional-self-talk'],
    3: BREATH + ['implementation-intentions', 'external-focus'],
    4: ['process-goals', 'affect-labelling', 'cognitive-reappraisal'],
    5: ['self-compassion-break', 'pacing-plan', 'cue-words'],
    6: BREATH + ['cue-words', 'implementation-intentions', 'mistake-reset'],
    7: BREATH + ['implementation-intentions', 'imagery-rehearsal'],
    8: BREATH + ['support-someone', 'ask-for-help', 'peer-debrief'],
    9: ['mastery-log', 'cognitive-reappraisal'],
    10: BREATH + ['ask-for-help', 'peer-debrief', 'grounding-54321', 'stimulus-control-sleep'],
    11: ['worry-dump', 'implementation-intentions'] + BREATH,
    12: ['implementation-intentions'] + BREATH,
    13: ['repair-at-work', 'cognitive-reappraisal', 'self-compassion-break'],
    14: ['good-enough-criteria', 'eisenhower-timebox', 'implementation-intentions', 'shutdown-ritual'],
    15: BREATH + ['cognitive-reappraisal', 'hard-conversation-plan'],
    16: ['retrieval-practice', 'hard-conversation-plan', 'cognitive-reappraisal'],
    17: ['worry-dump', 'eisenhower-timebox'] + BREATH + ['cognitive-reappraisal'],
    18: ['process-goals', 'cognitive-reappraisal'],
    19: ['self-compassion-break', 'values-check', 'two-option-decision', 'micro-reach-out'],
    20: ['pre-performance-routine'] + BREATH + ['implementation-intentions', 'two-minute-start', 'imagery-rehearsal'],
    21: ['eisenhower-timebox', 'good-enough-criteria', 'two-minute-start', 'self-compassion-break'],
    22: ['cognitive-reappraisal', 'ask-for-help'],
    23: BREATH + ['pre-performance-routine', 'cue-words', 'arousal-reappraisal', 'external-focus'],
    24: ['imagery-rehearsal'] + BREATH + ['external-focus'],
    25: BREATH + ['cue-words', 'instructional-self-talk', 'mistake-reset'],
    26: ['self-compassion-break', 'peer-debrief', 'cognitive-reappraisal'],
    27: ['imagery-rehearsal', 'peer-debrief', 'cue-words'],
    28: ['values-check', 'process-goals', 'ask-for-help'],
    29: BREATH + ['mistake-reset', 'cognitive-reappraisal'],
    30: ['grief-oscillation'] + BREATH + ['ask-for-help'],
    31: ['ask-for-help', 'micro-reach-out'],
    32: ['hard-conversation-plan', 'cool-down-pause'] + BREATH + ['cognitive-reappraisal'],
    33: ['cool-down-pause'] + BREATH + ['ask-for-help'],
    34: ['micro-reach-out'] + ASSERT + ['ask-for-help'],
    35: ['hard-conversation-plan', 'worry-postponement', 'ask-for-help', 'grounding-54321'],
    36: ['cognitive-reappraisal', 'shutdown-ritual', 'ask-for-help'],
    37: ['peer-debrief', 'grief-oscillation', 'affect-labelling', 'shutdown-ritual', 'stimulus-control-sleep'],
    38: BREATH + ['affect-labelling', 'worry-postponement', 'cue-words'],
    39: ['implementation-intentions'] + BREATH,
    40: ['good-enough-criteria', 'defusion', 'ask-for-help', 'self-compassion-break'],
    41: ['cognitive-reappraisal', 'implementation-intentions', 'mastery-log'],
    42: BREATH + TRIAGE + ['implementation-intentions', 'ask-for-help'],
    43: ['cognitive-reappraisal', 'peer-debrief', 'ask-for-help', 'self-compassion-break'],
    44: BREATH + ['cognitive-reappraisal', 'ask-for-help', 'cool-down-pause'],
    45: ['cognitive-reappraisal', 'ask-for-help', 'peer-debrief', 'shutdown-ritual'],
    46: ['imagery-rehearsal', 'pre-performance-routine'] + BREATH,
    47: ['peer-debrief', 'cognitive-reappraisal', 'implementation-intentions'] + ASSERT,
    48: ['peer-debrief', 'ask-for-help', 'values-check'] + BREATH,
    49: ['implementation-intentions'] + BREATH + ['cognitive-reappraisal'],
    50: TRIAGE + ['worry-dump'] + ASSERT + ['stimulus-control-sleep'],
    51: ['cognitive-reappraisal'] + BREATH + ['ask-for-help', 'self-compassion-break'],
    52: BREATH + ['saying-no'],
    53: ['hard-conversation-plan', 'cool-down-pause'] + BREATH,
    54: ['cognitive-reappraisal', 'implementation-intentions'] + BREATH + ['ask-for-help'],
    55: ['affect-labelling', 'cool-down-pause', 'support-someone', 'ask-for-help'],
    56: ['self-compassion-break', 'repair-after-snapping', 'cool-down-pause'],
    57: ['values-check', 'support-someone'],
    58: ASSERT + ['stimulus-control-sleep', 'worry-dump'],
    59: ['cognitive-reappraisal'] + BREATH,
    60: ['two-minute-start', 'eisenhower-timebox', 'behavioural-activation', 'ask-for-help'],
    61: ['implementation-intentions', 'behavioural-activation', 'self-compassion-break', 'cognitive-reappraisal'],
    62: ['hard-conversation-plan', 'cognitive-reappraisal'] + BREATH,
    63: ['hard-conversation-plan', 'cognitive-reappraisal', 'implementation-intentions', 'self-compassion-break'],
    64: ['values-check', 'saying-no'],
    65: NO + ['cool-down-pause'],
    66: ['behavioural-activation', 'micro-reach-out', 'self-compassion-break'],
    67: ['control-sort', 'cognitive-reappraisal'] + BREATH,
    68: ['self-compassion-break', 'process-goals', 'mastery-log'],
    69: ['worry-postponement', 'eisenhower-timebox', 'behavioural-activation'],
    70: ['implementation-intentions', 'process-goals'] + BREATH,
    71: BREATH + TRIAGE + ['ask-for-help', 'dear-man-script'],
}
# Library skills the writer names as a poor fit for a situation (none in set 12).
POOR = {}

SET = 'first-seen-set12'
write(SET, WRITER, pair_grades(SET + '/', 'answers-final-99d64dd.json', 'answers-frozen-7b3edea.json'), POOR)
