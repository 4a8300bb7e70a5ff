import type { RoleEntry, RoleWorld } from './roles.ts';

const world = (
  role: string,
  label: string,
  event: string,
  place: string,
  people: string,
  isWork: boolean,
): RoleWorld => ({
  role,
  label,
  event,
  place,
  people,
  isWork,
});

/** Work, study and the arts; the more specific role first (nurse before surgeon: "surgical ward"). */
export const OTHER_ROLES: readonly RoleEntry[] = [
  [
    /\b(?:nurse|nursing|charge nurse|ward|icu|er shift|double shift)\b/,
    world('nurse', 'a nurse', 'shift', 'on the ward', 'your charge nurse or colleagues', true),
  ],
  [
    /\b(?:surgeon|surgical|operating room|in the or|theatre list|perform(?:ing)? surgery|operate on)\b/,
    world('surgeon', 'a surgeon', 'operation', 'in the OR', 'your team', true),
  ],
  [
    /\b(?:paramedic|emt|firefighter|police officer)\b/,
    world('first responder', 'a first responder', 'call-out', 'on scene', 'your crew', true),
  ],
  [
    /\b(?:(?<!my )doctor|physician|gp|resident|registrar|junior doctor)\b/,
    world('doctor', 'a doctor', 'clinic', 'between patients', 'your colleagues', true),
  ],
  [
    /\b(?:pianist|violinist|guitarist|singer|musician|saxophonist|sax|trumpet(?:er)?|drummer|bassist|cellist|jazz|orchestra|recital|concert|band|gig)\b/,
    world('musician', 'a musician', 'performance', 'in the wings', 'your bandmates or conductor', false),
  ],
  [
    /\b(?:actor|actress|acting|the play|audition|theatre|theater|dancer|ballet|opening night)\b/,
    world('performer', 'a performer', 'show', 'backstage', 'your director or cast', false),
  ],
  [
    /\b(?:phd|thesis|dissertation|grad(?:uate)? student|master's student)\b/,
    world('graduate student', 'a graduate student', 'deadline', 'at your desk', 'your supervisor', false),
  ],
  [
    /\b(?:teacher|teaching|my students|classroom)\b/,
    world('teacher', 'a teacher', 'lesson', 'in front of the class', 'your head of department', true),
  ],
  [
    /\b(?:student|exam|exams|college|university|uni|school|class|semester|finals week|midterm|homework|essay)\b/,
    world('student', 'a student', 'exam', 'in the exam room', 'your teacher or classmates', false),
  ],
  [
    /\b(?:lawyer|attorney|in court|courtroom|hearing|barrister|solicitor)\b/,
    world('lawyer', 'a lawyer', 'hearing', 'outside the courtroom', 'your partner or client', true),
  ],
  [/\b(?:pilot|cockpit|flight deck)\b/, world('pilot', 'a pilot', 'flight', 'in the cockpit', 'your crew', true)],
  [
    /\b(?:chef|line cook|sous|restaurant kitchen)\b/,
    world('chef', 'a chef', 'service', 'on the line', 'your brigade', true),
  ],
  [
    /\b(?:founder|ceo|startup|investors?|pitch deck)\b/,
    world('founder', 'a founder', 'pitch', 'outside the meeting room', 'your co-founders or investors', true),
  ],
  [
    /\b(?:sales|salesperson|sales rep\w*|account (?:executive|manager)|business development|quota|client call)\b/,
    world('salesperson', 'a salesperson', 'call', 'before you dial', 'your manager', true),
  ],
  [
    /\b(?:developer|engineer|programmer|software|coding|release|deploy|sprint)\b/,
    world('engineer', 'an engineer', 'release', 'at your desk', 'your team lead', true),
  ],
  [
    /\b(?:(?<!my )manager|team lead|executive|direct reports|my reports|i manage|my team)\b/,
    world('manager', 'a manager', 'meeting', 'in the meeting room', 'your team or your own boss', true),
  ],
  [
    /\b(?:parent|mom of|mum of|dad of|my kids|my baby|newborn|toddler)\b/,
    world('parent', 'a parent', 'day', 'at home', 'your partner or family', false),
  ],
];
