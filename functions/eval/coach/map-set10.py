"""Set 10's fitting skills as library ids, mapped by hand from the writer's free-text list with the
conventions of sets 7 to 9 (slow breathing -> sigh + box; a routine -> pre-performance routine; a
reframe or perspective -> reframe; triage or a priority list -> triage + time-box; an assertive script
-> DEAR MAN + the conversation plan; a no -> saying no + DEAR MAN; talking it through with someone ->
telling one person, and check in with someone who was there when they were; rehearsing answers or a
prepared line for a feared moment -> if-then plan; evidence of past work -> evidence log; a wind-down
or switch-off after work -> end-of-day shutdown; practical steps the library has no skill for, such as
a budget, a run sheet, signals with a musician, earplugs or food -> none), plus every skill judge D
graded clear; a skill judge D graded only "no" for this situation is left out (here retrieval
practice for situation 11, the writer's timed practice set). The writer's poor fits were read for
each situation: none of them is a library skill (diet tips, pills, cancelling, cramming, shouting,
going in aggressive...), so POOR is empty; a skill listed there would be left out too. Run from the
repository root:
python3 functions/eval/coach/map-set10.py
"""
from map_common import ASSERT, BREATH, NO, TRIAGE, pair_grades, write

WRITER = {
    0: ['process-goals', 'imagery-rehearsal', 'cue-words', 'cognitive-reappraisal'] + BREATH + ['pre-performance-routine'],
    1: ['control-sort', 'mastery-log', 'pre-performance-routine'],
    2: ['cognitive-reappraisal', 'self-compassion-break'],
    3: BREATH + ['implementation-intentions', 'mistake-reset'],
    4: ['implementation-intentions', 'cognitive-reappraisal'],
    5: ['implementation-intentions'] + BREATH + ['cognitive-reappraisal', 'pre-performance-routine'],
    6: ASSERT + ['two-option-decision', 'cool-down-pause'] + BREATH + ['control-sort'],
    7: ASSERT + ['implementation-intentions'],
    8: ['hard-conversation-plan', 'worry-dump', 'stimulus-control-sleep'],
    9: ['implementation-intentions', 'mastery-log'] + BREATH,
    10: ['cognitive-reappraisal', 'stimulus-control-sleep', 'worry-postponement', 'dear-man-script'],
    11: ['pacing-plan', 'implementation-intentions', 'retrieval-practice', 'cognitive-reappraisal'],
    12: ['mastery-log', 'cognitive-reappraisal', 'pre-performance-routine'] + BREATH,
    13: ['implementation-intentions'] + BREATH + ['cognitive-reappraisal'],
    14: TRIAGE + ['good-enough-criteria', 'cognitive-reappraisal', 'shutdown-ritual'],
    15: ASSERT,
    16: ['grief-oscillation', 'values-check'],
    17: ['imagery-rehearsal', 'cognitive-reappraisal'],
    18: ['ask-for-help', 'cognitive-reappraisal'],
    19: ['cognitive-reappraisal', 'ask-for-help'],
    20: ['mastery-log', 'pacing-plan', 'process-goals'],
    21: ['implementation-intentions'] + BREATH + ['behavioural-activation'],
    22: ['cool-down-pause'] + BREATH + ['implementation-intentions'],
    23: ['hard-conversation-plan', 'cognitive-reappraisal'],
    24: ['cognitive-reappraisal', 'implementation-intentions'],
    25: ASSERT,
    26: ASSERT,
    27: ['pacing-plan', 'pre-performance-routine', 'cognitive-reappraisal'],
    28: ASSERT + ['implementation-intentions'],
    29: BREATH + ['pre-performance-routine', 'cue-words', 'arousal-reappraisal'],
    30: ['process-goals', 'implementation-intentions'],
    31: BREATH + ['cognitive-reappraisal'],
    32: ['implementation-intentions', 'cognitive-reappraisal'],
    33: ['mediate-conflict'] + ASSERT + ['grief-oscillation'] + BREATH,
    34: ['cue-words', 'pre-shot-routine'] + BREATH + ['mistake-reset'],
    35: ['cognitive-reappraisal', 'two-minute-start', 'instructional-self-talk', 'cue-words'],
    36: BREATH + ['imagery-rehearsal', 'pre-performance-routine', 'cognitive-reappraisal'],
    37: ['pacing-plan', 'mistake-reset'],
    38: BREATH + TRIAGE + ['hard-conversation-plan', 'cognitive-reappraisal'],
    39: BREATH + ['cool-down-pause', 'mastery-log'],
    40: ['cognitive-reappraisal', 'ask-for-help'],
    41: ['cognitive-reappraisal'],
    42: ['mistake-reset'] + BREATH + ['cognitive-reappraisal'],
    43: BREATH + ['cognitive-reappraisal'],
    44: ['grounding-54321', 'ask-for-help'],
    45: ['cognitive-reappraisal'] + BREATH,
    46: ['cool-down-pause'] + ASSERT + BREATH,
    47: BREATH + ['grounding-54321'],
    48: ['cognitive-reappraisal', 'peer-debrief', 'self-compassion-break'],
    49: ['cognitive-reappraisal'],
    50: ['grief-oscillation', 'self-compassion-break'],
    51: ['self-compassion-break', 'ask-for-help', 'cognitive-reappraisal'],
    52: ['cognitive-reappraisal', 'shutdown-ritual', 'ask-for-help', 'peer-debrief'],
    53: ['self-compassion-break', 'cognitive-reappraisal', 'mastery-log', 'shutdown-ritual'],
    54: ['shutdown-ritual', 'peer-debrief', 'ask-for-help', 'cognitive-reappraisal'],
    55: ['grief-oscillation', 'two-option-decision', 'ask-for-help', 'behavioural-activation'],
    56: ['self-compassion-break', 'behavioural-activation', 'ask-for-help'],
    57: ['cool-down-pause', 'implementation-intentions', 'self-compassion-break'],
    58: ['hard-conversation-plan', 'self-compassion-break'],
    59: ['cognitive-reappraisal'],
    60: ['cue-words', 'pacing-plan', 'dear-man-script', 'imagery-rehearsal'],
    61: NO + ['hard-conversation-plan', 'shutdown-ritual'],
    62: ['eisenhower-timebox', 'implementation-intentions', 'two-minute-start', 'self-compassion-break'],
    63: ASSERT + ['feedback-sbi', 'ask-for-help', 'cool-down-pause'],
    64: ['ask-for-help', 'cognitive-reappraisal', 'shutdown-ritual'],
    65: ['mastery-log'] + ASSERT + ['ask-for-help'],
    66: ['stimulus-control-sleep'],
    67: ['cool-down-pause', 'repair-after-snapping'],
    68: ASSERT + ['worry-postponement'],
    69: ['shutdown-ritual'],
    70: ['two-minute-start', 'process-goals', 'values-check'],
    71: ['ask-for-help'] + BREATH,
}
# Library skills the writer names as a poor fit for a situation (none in set 10).
POOR = {}

SET = 'first-seen-set10'
write(SET, WRITER, pair_grades(SET + '/', 'answers-final-4d6cda4.json', 'answers-frozen-3793583.json'), POOR)
