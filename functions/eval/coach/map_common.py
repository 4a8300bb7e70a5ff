"""What the hand-made set mappings (map-set10.py onwards) share: the library's skill ids, the rule that
joins the writer's list to the judge's grades, and the output file. A situation's fitting skills are the
writer's list mapped by hand, plus every skill the judge graded clear for it, minus any skill graded only
"no" for it and any library skill the writer named as a poor fit.
"""
import glob
import json
import re

BREATH = ['physiological-sigh', 'box-breathing']
TRIAGE = ['one-minute-triage', 'eisenhower-timebox']
ASSERT = ['dear-man-script', 'hard-conversation-plan']
NO = ['saying-no', 'dear-man-script']

DATA = 'functions/data/coaching/'


def load(path):
    return json.load(open(DATA + path))


def library():
    return {
        m
        for f in glob.glob('functions/src/coaching/interventions/*.ts')
        for m in re.findall(r"\bid: '([^']+)'", open(f).read())
    }


def pair_grades(set_dir, final_file, frozen_file):
    """Per situation, each answered skill and the grades judged blind in pairs gave it."""
    situations = load(set_dir + 'situations.json')
    pairs = load(set_dir + 'judged-blind-pairs.json')
    answers = {'final': load(set_dir + final_file), 'frozen': load(set_dir + frozen_file)}
    assert len(pairs) == len(situations)
    out = []
    for i, pair in enumerate(pairs):
        assert pair['index'] == i
        assert answers['final'][i]['situation'] == answers['frozen'][i]['situation'] == situations[i]['situation']
        graded = {}
        for xy in 'XY':
            skill = answers[pair['shown_as'][xy]][i]['skillId']
            if skill:
                graded.setdefault(skill, set()).add(pair[xy]['skill_fit'])
        out.append(graded)
    return out


def single_grades(set_dir, answers_file):
    """Per situation, the one answer's skill and the grade judged blind on its own gave it."""
    situations = load(set_dir + 'situations.json')
    judged = load(set_dir + 'judged-blind.json')
    answers = load(set_dir + answers_file)
    assert len(judged) == len(answers) == len(situations)
    out = []
    for i, grade in enumerate(judged):
        assert grade['index'] == answers[i]['index'] == i and answers[i]['situation'] == situations[i]['situation']
        skill = answers[i]['skillId']
        out.append({skill: {grade['skill_fit']}} if skill else {})
    return out


def write(set_name, writer, grades, poor=None):
    """Writes functions/data/coaching/<set_name>.json from the writer's mapping and the judge's grades."""
    poor = poor or {}
    situations = load(set_name + '/situations.json')
    ids = library()
    assert len(writer) == len(situations) == len(grades), (len(writer), len(situations), len(grades))
    out = []
    for i, s in enumerate(situations):
        graded = grades[i]
        skills = list(dict.fromkeys(writer[i] + [k for k, g in graded.items() if 'clear' in g]))
        skills = [k for k in skills if not (graded.get(k) == {'no'}) and k not in poor.get(i, [])]
        assert skills and all(k in ids for k in skills), (i, skills)
        e = s['expected']
        out.append({
            'situation': s['situation'], 'background': s.get('background'), 'timing': e['timing'],
            'when': e.get('when'), 'role': e.get('role'), 'concern': e.get('concern'),
            'skills': skills, 'poorFits': e.get('poor_fits', []),
        })
    json.dump(out, open(DATA + set_name + '.json', 'w'), indent=1, ensure_ascii=False)
    print(sum(len(o['skills']) for o in out) / len(out), 'skills per situation')
    return out
