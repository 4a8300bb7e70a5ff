"""
How often judges read each "So …" line as reflecting the person, over the judged first-seen sets 20
and later: data/coaching/stake-line-reflects.json. A line judges seldom credited may be overruled by
a family the concern head reads surely (compose/heard-concern.ts).

  python3 functions/eval/coach/concern-head/line-reflects.py
"""
import glob
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..', '..', 'data', 'coaching')
LINE = re.compile(r'(?:^|\. |\n)(So [^.]*\.)')
# Lines that say their trigger back differ in every answer; they count as one.
TRIGGER = re.compile(r'^So it happens .+, and the pattern is now part of what you are up against\.$')

counts = {}
for folder in sorted(glob.glob(os.path.join(DATA, 'first-seen-set*/'))):
    number = int(re.findall(r'set(\d+)', folder)[0])
    if number < 20:
        continue
    names = os.listdir(folder)
    judged_answers = [n for n in names if n.startswith('answers-') and ('final' in n or 'new' in n)]
    if not judged_answers:
        judged_answers = [n for n in names if n.startswith('answers-')]
    answers = {a['index']: a for a in json.load(open(os.path.join(folder, sorted(judged_answers)[-1])))}
    for name in names:
        if not name.startswith('judged-blind-') or 'pairs' in name:
            continue
        for grade in json.load(open(os.path.join(folder, name))):
            answer = (answers.get(grade['index']) or {}).get('answer') or ''
            found = LINE.search(answer.split('**F.A.S.')[0])
            if not found:
                continue
            line = found.group(1)
            if TRIGGER.match(line):
                line = 'So it happens …, and the pattern is now part of what you are up against.'
            entry = counts.setdefault(line, {'answers': 0, 'reflects': 0})
            entry['answers'] += 1
            entry['reflects'] += grade.get('personal') == 'reflects'

ordered = dict(sorted(counts.items(), key=lambda item: -item[1]['answers']))
with open(os.path.join(DATA, 'stake-line-reflects.json'), 'w') as f:
    json.dump(ordered, f, indent=1, ensure_ascii=False)
    f.write('\n')
print(f'{len(ordered)} lines, {sum(v["answers"] for v in ordered.values())} judged answers')
