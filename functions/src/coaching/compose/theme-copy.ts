import type { Theme } from '../themes.ts';

/**
 * What the coach says about each kind of situation: naming what is going on, then a reframe.
 * Plain words, short sentences. {event} ({anEvent} with its article), {place} and {people} come from
 * the person's world.
 */
export interface ThemeCopy {
  name: readonly string[];
  reframe: readonly string[];
}

export const THEME_COPY: Record<Theme, ThemeCopy> = {
  performance_nerves: {
    name: [
      'Feeling on edge before {anEvent} is a sign that it matters to you, not a sign that it will go badly.',
      'Nerves show up before {anEvent} because it matters to you. Your body is turning up the energy, not warning you off.',
    ],
    reframe: [
      'Nerves and excitement feel almost the same in the body. You do not need to calm down all the way; you need to point that energy at the first thing you will do.',
      'The goal is not to feel relaxed. The goal is to give your attention one clear job.',
    ],
  },
  choking_mistake: {
    name: [
      'One mistake has grabbed your attention, and now your mind is stuck on what just went wrong instead of what comes next.',
      'Under pressure, we start watching ourselves too closely. That is what makes a move you know well suddenly feel clumsy.',
    ],
    reframe: [
      'A mistake is one moment, not the whole {event}. The people who recover fastest are not the ones who never slip; they are the ones with a quick way back.',
      'You do not have to fix the mistake now. You only have to win the next small moment.',
    ],
  },
  overload: {
    name: [
      'You are carrying more than one person can hold in their head at once. When everything sits in your head, it all feels urgent.',
      'When the list is this long, your brain keeps every item on alarm. That is why it feels like you are falling behind on all of it.',
    ],
    reframe: [
      'You cannot do everything today, and you do not need to. You need to do the right three things, in order, and let the rest wait on purpose.',
      'Being swamped is a sign of too much load, not of you failing. The fix is to sort, not to push harder.',
    ],
  },
  procrastination: {
    name: [
      'Putting this off is not laziness. It is usually your mind dodging a bad feeling the task stirs up, like dread or fear of doing it badly.',
      'The longer a task waits, the bigger and heavier it feels. That is why starting now feels harder than it did last week.',
    ],
    reframe: [
      'You do not have to feel ready to start. Action usually comes first, and motivation follows a few minutes later.',
      'Make the first step so small that it is almost silly. A started task is much easier to return to than a blank page.',
    ],
  },
  conflict: {
    name: [
      'Tension with {people} follows you around, because it touches your sense of being treated fairly and heard.',
      'When things are tense with someone you depend on, your mind keeps replaying the last exchange and rehearsing the next one.',
    ],
    reframe: [
      'You cannot control how they react, but you can control how clearly and calmly you say what you need.',
      'Most conflict is two people protecting something that matters to them. Naming what you need, without blame, gives the talk a better chance.',
    ],
  },
  sleep: {
    name: [
      'Lying awake before a big {event} is very common. Your mind is trying to prepare by rehearsing, and that keeps it switched on.',
      'The harder you try to fall asleep, the more awake you get. Trying is effort, and effort wakes the brain up.',
    ],
    reframe: [
      'One short night before a big day costs far less than people fear. Many people perform well on little sleep because adrenaline covers the gap.',
      'You do not need to force sleep. You only need to stop fighting for it and give your mind something dull and gentle to do.',
    ],
  },
  exhaustion: {
    name: [
      'You have been giving out more than you get back for a while. Feeling empty is the honest result of that, not a weakness.',
      'When you are this drained, everything takes more effort and small things feel big.',
    ],
    reframe: [
      'Rest is not a reward you earn after everything is done. It is part of the work, the same way recovery is part of training.',
      'You do not need a week off to feel a little better. Small, regular pauses refill more than you would expect.',
    ],
  },
  setback: {
    name: [
      'This hurts because you cared and you put in the work. Feeling let down is a sign of how much it mattered.',
      'After a result like this, the mind likes to turn one bad day into a verdict on you as a whole.',
    ],
    reframe: [
      'A setback is information, not a final score. What you do in the next few days matters more than the result itself.',
      'Almost everyone who got good at something has a story like this one. It becomes part of the path when you use it.',
    ],
  },
  self_doubt: {
    name: [
      'That voice saying you are not good enough tends to get loudest right when you are stepping up to something new.',
      'Feeling like you do not belong is very common among capable people. It often shows up because you are growing, not because you are failing.',
    ],
    reframe: [
      'A doubt is a thought, not a fact. You can let it ride along and still act like the person who earned this spot.',
      'Confidence often comes after action, not before it. You do not need to feel sure to do the next thing well.',
    ],
  },
  perfectionism: {
    name: [
      'High standards helped you get here. Right now they have tipped into a bar that keeps moving every time you get close.',
      'When nothing ever feels finished, it is usually because "perfect" was never defined, so you can never reach it.',
    ],
    reframe: [
      'Done and good is worth more than perfect and late. Most people will never see the last 10 percent you are polishing.',
      'Aim for excellent at the few things that matter and "good enough" at the rest. That is how top performers really work.',
    ],
  },
  decision: {
    name: [
      'Going round in circles on a choice is draining. Often it happens because both options protect something you care about.',
      'A big choice feels heavy when it seems like there is one right answer hidden somewhere and you might miss it.',
    ],
    reframe: [
      'There may be no perfect option, only a good one you then make work. How you follow through matters as much as what you pick.',
      'You do not need certainty to decide. You need to know what matters most to you and which option serves it better.',
    ],
  },
  anger: {
    name: [
      'Anger usually means something you care about has been crossed, like fairness, respect or your effort.',
      'Right now the anger is running hot, and that makes it hard to think about anything but the person or thing that set it off.',
    ],
    reframe: [
      'The feeling is fine. What matters is what you do in the next ten minutes. A short pause now protects the outcome you want tomorrow.',
      'You can be angry and still choose your next move. Let the heat drop first, then decide.',
    ],
  },
  uncertainty: {
    name: [
      'Not knowing is one of the most stressful states there is. The brain would often rather have bad news than no news.',
      'When things are changing around you, your mind keeps scanning for threats and running "what if" on repeat.',
    ],
    reframe: [
      'You cannot settle what you do not control, but you can get clear on what you do. That is where steadiness comes from.',
      'You have handled change before, even when it felt shaky at the start. You do not need all the answers today.',
    ],
  },
  loneliness: {
    name: [
      'Feeling alone is painful, and it can make you pull back even more, which makes it worse.',
      'Loneliness is a signal, like hunger. It says you need connection, not that something is wrong with you.',
    ],
    reframe: [
      'Other people are often waiting for someone else to reach out first. A small message means more to them than you think.',
      'Connection is built in small moments, not big ones. One short chat today counts.',
    ],
  },
  comeback: {
    name: [
      'Coming back after time away brings a mix of hope and fear: wanting to be where you were, and worrying you will not get there.',
      'After a break, your body and your confidence often return at different speeds. That gap can feel scary.',
    ],
    reframe: [
      'You are not starting from zero. Your skills are still there; they need a few steady reps to feel like yours again.',
      'Judge your comeback by what you do each week, not by how far you are from your old best.',
    ],
  },
  boundaries: {
    name: [
      'When people keep coming to you, it is often because you are reliable. That is a strength, until every yes leaves less of you for what matters.',
      'Saying no feels risky when you care about being helpful and about how others see you.',
    ],
    reframe: [
      'A clear no now is kinder than a tired yes that you cannot keep.',
      'Your time is finite. Protecting some of it is how you keep doing the parts you said yes to well.',
    ],
  },
  hard_talk: {
    name: [
      'Dreading a conversation like this is a sign that you care about the person on the other side and about doing it right.',
      'It makes sense that this talk is weighing on you. Carrying news or feedback for someone else is hard work.',
    ],
    reframe: [
      'You cannot control how they take it, but you can make it clear, honest and kind.',
      'A little planning goes a long way: the first sentence and the next step matter most.',
    ],
  },
  caring: {
    name: [
      'Looking after someone you love while keeping everything else going takes more out of you than most people see.',
      'When someone you care about is struggling, it is natural to feel you should have the answer for them.',
    ],
    reframe: [
      'You do not have to fix it for them. Being there, steadily, is already a lot.',
      'Looking after yourself is part of looking after them: an empty tank helps no one.',
    ],
  },
  asking_help: {
    name: [
      'Carrying something on your own for a long time is heavy, and it can make reaching out feel harder than it is.',
      'It takes courage to think about telling someone. Part of you already knows you should not have to carry this alone.',
    ],
    reframe: [
      'Asking for help is a skill, not a weakness. Most people are glad to be trusted with it.',
      'You do not need the perfect words. One honest first sentence is enough to start.',
    ],
  },
  grief: {
    name: [
      'Losing someone changes the ground under you. It makes sense that it is showing up everywhere, even in ordinary moments.',
      'Grief does not follow a schedule, and it often arrives while the rest of life keeps asking things of you.',
    ],
    reframe: [
      'There is no right way or right speed to grieve. Missing them and getting through the day can sit side by side.',
      'You do not have to be fine. Small, kind steps for yourself count on days like these.',
    ],
  },
  critical_incident: {
    name: [
      'What you saw and did would shake anyone. Your mind going back to it is how it tries to make sense of it.',
      'After a hard call, it is normal to feel wired, flat or both. That is a human reaction, not a sign you are not cut out for the job.',
    ],
    reframe: [
      'You do not have to carry it alone. The people who were there with you are often the best ones to talk to.',
      'Looking after yourself after a call like that is part of the job, the same as checking your kit.',
    ],
  },
  study: {
    name: [
      'With an exam ahead and a lot to learn, it is easy to feel you are running out of time and nothing is sticking.',
      'Studying under pressure often turns into rereading, which feels busy but does not build confidence.',
    ],
    reframe: [
      'How you study matters more than how long. A few focused sessions of testing yourself beat hours of rereading.',
      'You do not need to know everything. You need to be able to pull out what you know when it counts.',
    ],
  },
  endurance: {
    name: [
      'A long effort asks as much of your head as of your body, and the fear of falling apart halfway is very common.',
      'Going into something long, it is natural to worry about whether you have enough left for the end.',
    ],
    reframe: [
      'A good plan for the first part protects the last part. Starting a little slower than you want is usually right.',
      'You only ever have to get through the segment you are in.',
    ],
  },
  general: {
    name: [
      'You are under real pressure right now, and it makes sense that it is getting to you.',
      'Stress shows up when something matters and you are not sure you have what you need to handle it.',
    ],
    reframe: [
      'You do not have to fix the whole thing at once. One small, clear action is enough to change how the next hour feels.',
      'Stress is energy. With one simple skill you can point it at something useful.',
    ],
  },
};

/** Nerves the person feels in the body (a racing heart, shaking hands): speak to the body. */
export const BODY_NERVES_COPY: ThemeCopy = {
  name: [
    'Shaky hands or a racing heart before your {event} are your body getting ready to perform. They are not a sign that it will go badly.',
    'Nerves show up before {anEvent} because it matters to you. Your body is turning up the energy, not warning you off.',
  ],
  reframe: [
    'Nerves and excitement feel almost the same in the body. You do not need to calm down all the way; you need to point that energy at the first thing you will do.',
    'The goal is not to feel relaxed. Plenty of people do their best work with shaky hands. The goal is to give your attention one clear job.',
  ],
};

/** Fear of freezing or blanking before it has happened ("I keep imagining freezing"). */
export const ANTICIPATION_COPY: ThemeCopy = {
  name: [
    'Picturing it going wrong is your mind trying to prepare because this matters. It is a worry, not a forecast.',
    'Your mind keeps playing the worst version of the {event} on repeat. That is how a brain prepares when something matters.',
  ],
  reframe: [
    'You can give your mind a better picture to rehearse: the first moment, a pause, a calm first line. Knowing what you will do if you blank takes most of the fear out of it.',
    'A short pause is survivable. A breath and "Let me think about that for a second" are a normal part of any {event}.',
  ],
};

/** After a sharp moment with someone, when the person feels awful about it: guilt, not heat. */
export const GUILT_COPY: ThemeCopy = {
  name: [
    'Snapping when you are stretched thin is very human. Feeling awful afterwards shows how much {people} matters to you.',
    'The heat has passed and the replay has started. That sting is your care for {people} showing, not proof that you are a bad person.',
  ],
  reframe: [
    'What happened is done; what you do next counts more. A short, honest repair can mend more than you think.',
    'You can own what you did without beating yourself up. Doing both is what makes next time go differently.',
  ],
};

/** The same guilt after being sharp with someone at work, in class or in sport: not a loved one. */
export const WORK_GUILT_COPY: ThemeCopy = {
  name: [
    'Being sharp with someone when you are running on empty is very human. Feeling this awful afterwards shows that you care how people are treated.',
    'The heat has passed and the replay has started. That sting is your own standards showing, not proof that you are bad at what you do.',
  ],
  reframe: [
    'One sharp moment does not cancel out all the care you give. A short, honest apology and a plan for the next time you feel it rising count for more than the replay.',
    'You can own what you did without beating yourself up. Doing both is what makes next time go differently.',
  ],
};

/** Someone has died: no "part of the path", no "let down". */
export const LOSS_COPY: ThemeCopy = {
  name: [
    'A death hits hard, even when you have seen it before. Feeling shaken is a sign of how much you care, not a sign of weakness.',
    'Loss does not wait for a good moment, and the rest of the day often keeps going anyway. It makes sense that it is sitting heavily with you.',
  ],
  reframe: [
    'You do not have to make sense of it today. For now, look after yourself enough to get through the next few hours, and give the feeling some room later.',
    'Grief and getting through today can sit side by side. A short pause to steady yourself is part of looking after the people who need you, not time taken from them.',
  ],
};

export const EMOTION_WORDS: Record<string, string> = {
  anxious: 'nervous',
  overwhelmed: 'swamped',
  frustrated: 'frustrated',
  disappointed: 'let down',
  embarrassed: 'rattled',
  tired: 'worn out',
  lonely: 'alone',
  doubtful: 'unsure of yourself',
  stuck: 'stuck',
  unsettled: 'unsettled',
  dread: 'dread',
  guilty: 'awful about it',
  grieving: 'sad and shaken',
  tense: 'tense',
};
