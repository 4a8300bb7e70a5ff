"""Set 9's fitting skills as library ids, mapped by hand from the writer's free-text list with the
conventions sets 7 and 8 used (slow breathing -> sigh + box; a routine -> pre-performance routine;
a reframe or perspective -> reframe; triage -> triage + time-box; an assertive script -> DEAR MAN +
the conversation plan; a no -> saying no + DEAR MAN; talking it through with someone -> telling one
person; graded exposure, structure and other practical steps the library has no skill for -> none),
plus every skill the judge graded clear; a skill the judge graded "no" for this situation is left
out, as in sets 7 and 8 (none of theirs was). Run from the repository root:
python3 functions/eval/coach/map-set9.py
"""
import glob
import json
import re

BREATH = ['physiological-sigh', 'box-breathing']
TRIAGE = ['one-minute-triage', 'eisenhower-timebox']
ASSERT = ['dear-man-script', 'hard-conversation-plan']
NO = ['saying-no', 'dear-man-script']

WRITER = {
    0: BREATH + ['pre-performance-routine', 'cue-words', 'arousal-reappraisal'],
    1: ['imagery-rehearsal', 'mastery-log', 'process-goals'],
    2: BREATH + ['mistake-reset', 'cue-words'],
    3: ['stimulus-control-sleep', 'worry-dump', 'worry-postponement', 'imagery-rehearsal', 'cognitive-reappraisal'] + BREATH,
    4: ['control-sort', 'process-goals', 'arousal-reappraisal'] + BREATH,
    5: ['cool-down-pause', 'affect-labelling', 'mistake-reset', 'implementation-intentions'] + BREATH,
    6: ['process-goals', 'values-check', 'ask-for-help', 'mastery-log'],
    7: ASSERT + ['feedback-sbi'],
    8: ['mastery-log', 'process-goals', 'cognitive-reappraisal', 'instructional-self-talk'],
    9: ['self-compassion-break', 'cognitive-reappraisal', 'defusion', 'micro-reach-out'],
    10: ['pre-performance-routine', 'expressive-writing', 'worry-dump', 'cue-words'] + BREATH,
    11: ['imagery-rehearsal', 'cue-words', 'ask-for-help'],
    12: ['pre-performance-routine', 'external-focus', 'cue-words', 'imagery-rehearsal'],
    13: ['mistake-reset', 'control-sort'] + BREATH,
    14: ASSERT,
    15: ['mistake-reset', 'good-enough-criteria', 'cue-words', 'self-compassion-break'],
    16: ['mistake-reset', 'cue-words', 'instructional-self-talk'],
    17: ['self-compassion-break', 'cognitive-reappraisal', 'peer-debrief'],
    18: ['ask-for-help', 'dear-man-script', 'cognitive-reappraisal'],
    19: ['cool-down-pause', 'implementation-intentions', 'cognitive-reappraisal', 'control-sort'],
    20: ['hard-conversation-plan', 'defusion'],
    21: ['good-enough-criteria', 'cue-words'],
    22: ['self-compassion-break', 'cognitive-reappraisal', 'cue-words', 'peer-debrief'],
    23: ['imagery-rehearsal', 'mastery-log', 'ask-for-help'],
    24: ['pre-performance-routine', 'imagery-rehearsal', 'cognitive-reappraisal'] + BREATH,
    25: ['defusion', 'pre-shot-routine', 'pre-performance-routine', 'cue-words', 'self-compassion-break'],
    26: ['self-compassion-break', 'cognitive-reappraisal', 'ten-years-test', 'control-sort', 'values-check'],
    27: ['worry-dump', 'stimulus-control-sleep', 'cognitive-reappraisal'] + BREATH,
    28: NO + ['values-check'],
    29: ['pre-performance-routine', 'process-goals', 'imagery-rehearsal'] + BREATH,
    30: ['mistake-reset', 'cognitive-reappraisal', 'self-compassion-break'],
    31: ['pre-performance-routine', 'mastery-log', 'imagery-rehearsal'] + BREATH,
    32: NO,
    33: ['repair-at-work', 'repair-after-snapping', 'self-compassion-break', 'cool-down-pause', 'implementation-intentions'],
    34: ['good-enough-criteria', 'pre-performance-routine', 'eisenhower-timebox'],
    35: ['feedback-sbi', 'hard-conversation-plan'],
    36: ['mastery-log', 'cognitive-reappraisal'] + BREATH,
    37: ['process-goals', 'values-check', 'ask-for-help', 'behavioural-activation'],
    38: BREATH + TRIAGE,
    39: ['ask-for-help', 'cognitive-reappraisal'] + TRIAGE,
    40: ['cognitive-reappraisal', 'defusion', 'hard-conversation-plan', 'repair-at-work', 'self-compassion-break'],
    41: ['mediate-conflict'],
    42: ['hard-conversation-plan'],
    43: ['grief-oscillation', 'ask-for-help'],
    44: BREATH + ['imagery-rehearsal', 'implementation-intentions'],
    45: ['retrieval-practice', 'eisenhower-timebox'],
    46: ['worry-dump', 'stimulus-control-sleep', 'cognitive-reappraisal'] + BREATH,
    47: BREATH + ['cue-words', 'mistake-reset', 'instructional-self-talk'],
    48: ['retrieval-practice'] + BREATH,
    49: ['mistake-reset', 'cue-words'] + BREATH,
    50: ['mastery-log', 'peer-debrief', 'cognitive-reappraisal', 'self-compassion-break'],
    51: ['mediate-conflict', 'feedback-sbi', 'ask-for-help'],
    52: ['good-enough-criteria', 'eisenhower-timebox', 'retrieval-practice', 'two-minute-start'],
    53: ['pre-performance-routine', 'external-focus'] + BREATH,
    54: ['cognitive-reappraisal', 'process-goals', 'ask-for-help'],
    55: BREATH + ['grounding-54321', 'cue-words', 'cognitive-reappraisal'],
    56: BREATH + ['mistake-reset', 'instructional-self-talk', 'defusion'],
    57: BREATH + ['pre-performance-routine', 'imagery-rehearsal', 'arousal-reappraisal'],
    58: ['pre-performance-routine', 'external-focus', 'implementation-intentions'] + BREATH,
    59: ['cognitive-reappraisal', 'process-goals'],
    60: ['cognitive-reappraisal', 'peer-debrief', 'process-goals', 'self-compassion-break'],
    61: ['process-goals', 'behavioural-activation', 'micro-reach-out', 'values-check'],
    62: ['hard-conversation-plan'] + BREATH,
    63: ['mediate-conflict'],
    64: ['ask-for-help'] + ASSERT,
    65: ['grief-oscillation', 'pacing-plan', 'ask-for-help'],
    66: ASSERT + ['cool-down-pause'],
    67: NO,
    68: ['imagery-rehearsal', 'cognitive-reappraisal'] + BREATH,
    69: NO + ['hard-conversation-plan'],
    70: BREATH + ['cool-down-pause', 'hard-conversation-plan'],
    71: ['grief-oscillation', 'ask-for-help'],
}

DIR = 'functions/data/coaching/first-seen-set9/'
situations = json.load(open(DIR + 'situations.json'))
pairs = json.load(open(DIR + 'judged-blind-pairs.json'))
answers = {
    'final': json.load(open(DIR + 'answers-final-c04ec7b.json')),
    'frozen': json.load(open(DIR + 'answers-frozen-406ce2b.json')),
}
library = {
    m for f in glob.glob('functions/src/coaching/interventions/*.ts') for m in re.findall(r"\bid: '([^']+)'", open(f).read())
}
out = []
for i, s in enumerate(situations):
    graded = {}
    for xy in 'XY':
        skill = answers[pairs[i]['shown_as'][xy]][i]['skillId']
        if skill:
            graded.setdefault(skill, set()).add(pairs[i][xy]['skill_fit'])
    skills = list(dict.fromkeys(WRITER[i] + [k for k, g in graded.items() if 'clear' in g]))
    skills = [k for k in skills if not (graded.get(k) == {'no'})]
    assert all(k in library for k in skills), (i, skills)
    e = s['expected']
    out.append({
        'situation': s['situation'], 'background': s.get('background'), 'timing': e['timing'],
        'when': e.get('when'), 'role': e.get('role'), 'concern': e.get('concern'),
        'skills': skills, 'poorFits': e.get('poor_fits', []),
    })
json.dump(out, open('functions/data/coaching/first-seen-set9.json', 'w'), indent=1, ensure_ascii=False)
print(sum(len(o['skills']) for o in out) / len(out), 'skills per situation')
