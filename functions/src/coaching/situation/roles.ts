/**
 * The person's world, read from the Pre-B.R.I.E.F background (or the situation), so that examples
 * talk about a swimmer's race or a nurse's shift rather than "your task".
 */
export interface RoleWorld {
  role: string;
  /** With article, for sentences like "as a swimmer". */
  label: string;
  event: string;
  place: string;
  people: string;
  isWork: boolean;
}

type RoleEntry = readonly [RegExp, Omit<RoleWorld, 'role'> & { role: string }];

const sport = (role: string, label: string, event: string, place: string): RoleEntry[1] => ({
  role,
  label,
  event,
  place,
  people: 'your coach or teammates',
  isWork: false,
});

/** Most specific first: "swimmer" must win over the generic "athlete". */
const ROLES: readonly RoleEntry[] = [
  [
    /\b(?:swimmer|swimming|swim meet|200 free|100 fly|freestyle|backstroke|breaststroke)\b/,
    sport('swimmer', 'a swimmer', 'race', 'behind the blocks'),
  ],
  [
    /\b(?:runner|marathon|half-marathon|sprinter|track meet|track and field|5k|10k|cross[- ]country|hurdles|400m|800m|1500m)\b/,
    sport('runner', 'a runner', 'race', 'on the start line'),
  ],
  [
    /\b(?:gymnast|gymnastics|beam|vault|floor routine)\b/,
    sport('gymnast', 'a gymnast', 'routine', 'at the edge of the floor'),
  ],
  [/\b(?:golfer|golf|tee shot|putt)\b/, sport('golfer', 'a golfer', 'round', 'on the tee')],
  [
    /\b(?:tennis|double fault|second serve|tiebreak)\b/,
    sport('tennis player', 'a tennis player', 'match', 'at the baseline'),
  ],
  [
    /\b(?:basketball|free throw|point guard)\b/,
    sport('basketball player', 'a basketball player', 'game', 'on the court'),
  ],
  [
    /\b(?:footballer|soccer|striker|goalkeeper|penalty kick|midfielder|quarterback)\b/,
    sport('footballer', 'a footballer', 'match', 'on the pitch'),
  ],
  [/\b(?:cyclist|cycling|crit|time trial)\b/, sport('cyclist', 'a cyclist', 'race', 'on the start line')],
  [
    /\b(?:athlete|player|sport|season|competition|tournament|my coach|teammates?|(?:at|after|in) practice|training camp|weigh-?ins?)\b/,
    sport('athlete', 'an athlete', 'competition', 'in the warm-up area'),
  ],
  [
    /\b(?:nurse|nursing|charge nurse|ward|icu|er shift|double shift)\b/,
    {
      role: 'nurse',
      label: 'a nurse',
      event: 'shift',
      place: 'on the ward',
      people: 'your charge nurse or colleagues',
      isWork: true,
    },
  ],
  [
    /\b(?:surgeon|surgical|operating room|in the or|theatre list|perform(?:ing)? surgery|operate on)\b/,
    { role: 'surgeon', label: 'a surgeon', event: 'operation', place: 'in the OR', people: 'your team', isWork: true },
  ],
  [
    /\b(?:paramedic|emt|firefighter|police officer)\b/,
    {
      role: 'first responder',
      label: 'a first responder',
      event: 'call-out',
      place: 'on scene',
      people: 'your crew',
      isWork: true,
    },
  ],
  [
    /\b(?:(?<!my )doctor|physician|gp|resident|registrar|junior doctor)\b/,
    {
      role: 'doctor',
      label: 'a doctor',
      event: 'clinic',
      place: 'between patients',
      people: 'your colleagues',
      isWork: true,
    },
  ],
  [
    /\b(?:pianist|violinist|guitarist|singer|musician|orchestra|recital|concert|band|gig)\b/,
    {
      role: 'musician',
      label: 'a musician',
      event: 'performance',
      place: 'in the wings',
      people: 'your bandmates or conductor',
      isWork: false,
    },
  ],
  [
    /\b(?:actor|actress|acting|the play|audition|theatre|theater|dancer|ballet|opening night)\b/,
    {
      role: 'performer',
      label: 'a performer',
      event: 'show',
      place: 'backstage',
      people: 'your director or cast',
      isWork: false,
    },
  ],
  [
    /\b(?:phd|thesis|dissertation|grad(?:uate)? student|master's student)\b/,
    {
      role: 'graduate student',
      label: 'a graduate student',
      event: 'deadline',
      place: 'at your desk',
      people: 'your supervisor',
      isWork: false,
    },
  ],
  [
    /\b(?:teacher|teaching|my students|classroom)\b/,
    {
      role: 'teacher',
      label: 'a teacher',
      event: 'lesson',
      place: 'in front of the class',
      people: 'your head of department',
      isWork: true,
    },
  ],
  [
    /\b(?:student|exam|exams|college|university|uni|school|class|semester|finals week|midterm|homework|essay)\b/,
    {
      role: 'student',
      label: 'a student',
      event: 'exam',
      place: 'in the exam room',
      people: 'your teacher or classmates',
      isWork: false,
    },
  ],
  [
    /\b(?:lawyer|attorney|in court|courtroom|hearing|barrister|solicitor)\b/,
    {
      role: 'lawyer',
      label: 'a lawyer',
      event: 'hearing',
      place: 'outside the courtroom',
      people: 'your partner or client',
      isWork: true,
    },
  ],
  [
    /\b(?:pilot|cockpit|flight deck)\b/,
    { role: 'pilot', label: 'a pilot', event: 'flight', place: 'in the cockpit', people: 'your crew', isWork: true },
  ],
  [
    /\b(?:chef|line cook|sous|restaurant kitchen)\b/,
    { role: 'chef', label: 'a chef', event: 'service', place: 'on the line', people: 'your brigade', isWork: true },
  ],
  [
    /\b(?:founder|ceo|startup|investors?|pitch deck)\b/,
    {
      role: 'founder',
      label: 'a founder',
      event: 'pitch',
      place: 'outside the meeting room',
      people: 'your co-founders or investors',
      isWork: true,
    },
  ],
  [
    /\b(?:sales|salesperson|quota|client call)\b/,
    {
      role: 'salesperson',
      label: 'a salesperson',
      event: 'call',
      place: 'before you dial',
      people: 'your manager',
      isWork: true,
    },
  ],
  [
    /\b(?:developer|engineer|programmer|software|coding|release|deploy|sprint)\b/,
    {
      role: 'engineer',
      label: 'an engineer',
      event: 'release',
      place: 'at your desk',
      people: 'your team lead',
      isWork: true,
    },
  ],
  [
    /\b(?:(?<!my )manager|team lead|executive|direct reports|my reports|i manage|my team)\b/,
    {
      role: 'manager',
      label: 'a manager',
      event: 'meeting',
      place: 'in the meeting room',
      people: 'your team or your own boss',
      isWork: true,
    },
  ],
  [
    /\b(?:parent|mom of|mum of|dad of|my kids|my baby|newborn|toddler)\b/,
    {
      role: 'parent',
      label: 'a parent',
      event: 'day',
      place: 'at home',
      people: 'your partner or family',
      isWork: false,
    },
  ],
];

export const GENERIC_WORLD: RoleWorld = {
  role: 'person',
  label: '',
  event: 'big moment',
  place: 'where you are',
  people: 'the other person',
  isWork: false,
};

export function readRole(text: string): RoleWorld | undefined {
  for (const [pattern, world] of ROLES) if (pattern.test(text)) return world;
  return undefined;
}
