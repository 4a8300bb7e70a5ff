import type { CrisisCategory } from '@briefs/shared';

/**
 * Crisis wording in the languages most spoken by U.S. users after English, so that a crisis written
 * in them gets the crisis answer, not a note that coaching is in English. Matched on lower-case text
 * with accents removed (Latin scripts) or as written (other scripts). Deliberately broad, but not the
 * idioms: "me quiero morir de la vergüenza" is dying of shame (their exceptions list accented letters too,
 * since each pattern is also tried on the text as written).
 */
const LEXICON: ReadonlyArray<[CrisisCategory, RegExp]> = [
  // Spanish
  [
    'suicide',
    /\b(?:(?:me )?quiero morir(?:me)?(?!me)(?! de (?:la )?(?:verg[uü]enza|risa|sue[nñ]o|hambre|calor|fr[ií]o|pena|envidia|amor|nervios|ganas|aburrimiento))|matarme|me voy a matar|suicidarme|suicidio|no quiero (?:seguir )?vivir|quitarme la vida|acabar con mi vida|no vale la pena vivir|desaparecer para siempre)/,
  ],
  ['self_harm', /\b(?:cortarme|hacerme dano|me corto|lastimarme)\b/],
  ['abuse', /\b(?:me (?:pega|golpea|maltrata|viola|amenaza)|abus(?:a|o|aron) de mi)\b/],
  // French
  [
    'suicide',
    /\b(?:je veux mourir|envie de mourir|me tuer|me suicider|en finir|plus envie de vivre|mettre fin a (?:mes jours|ma vie))/,
  ],
  ['self_harm', /\b(?:me faire du mal|me scarifier|me couper)\b/],
  ['abuse', /\b(?:(?:il|elle) me (?:frappe|bat|viole|menace))\b/],
  // German
  [
    'suicide',
    /\b(?:ich will sterben|will nicht mehr leben|mich umbringen|selbstmord|suizid\w*|mir das leben nehmen|nicht mehr aufwachen)/,
  ],
  ['self_harm', /\b(?:mich ritzen|ritze mich|mir weh tun)\b/],
  ['abuse', /\b(?:schlagt mich|vergewaltigt|bedroht mich)\b/],
  // Portuguese
  [
    'suicide',
    /\b(?:quero morrer(?! de (?:vergonha|rir|fome|calor|frio|sono|t[eé]dio|saudade|inveja|amor|medo))|me matar|suicidar|suicidio|nao quero mais viver|tirar (?:a )?minha (?:propria )?vida|acabar com (?:a )?minha vida)/,
  ],
  ['self_harm', /\b(?:me cortar|me machucar)\b/],
  ['abuse', /\b(?:me bate|me espanca|me estuprou|me ameaca)\b/],
  // Tagalog
  [
    'suicide',
    /\b(?:magpakamatay|gusto ko (?:nang )?mamatay|ayoko nang mabuhay|papatayin ko ang sarili ko|wakasan ang buhay ko|muntik na (?:akong|ako) (?:tumalon|magpakamatay|mamatay)|tatalon (?:na )?ako (?:sa|mula sa))/,
  ],
  ['abuse', /\b(?:sinasaktan (?:ako|niya ako)|binubugbog ako)\b/],
  // Vietnamese (accents removed)
  ['suicide', /\b(?:muon chet|tu tu|tu sat|khong muon song|ket thuc cuoc doi)/],
  ['self_harm', /\btu lam hai\b/],
  // Italian
  ['suicide', /\b(?:voglio morire|uccidermi|suicidarmi|non voglio piu vivere|togliermi la vita)/],
  // Chinese
  ['suicide', /想死|自杀|自殺|不想活|结束(?:我的)?生命|結束(?:我的)?生命|跳楼|跳樓/],
  ['self_harm', /割腕|自残|自殘|伤害自己|傷害自己/],
  ['abuse', /(?:他|她)(?:打|虐待)我|家暴/],
  // Arabic
  ['suicide', /انتحار|انتحر|أريد أن أموت|اريد ان اموت|أقتل نفسي|اقتل نفسي|لا أريد أن أعيش|لا اريد ان اعيش/],
  ['abuse', /يضربني|يعنفني/],
  // Hindi (Devanagari and the common romanised forms)
  ['suicide', /आत्महत्या|मरना चाहत[ाी]|खुद को मार|जीना नहीं चाहत[ाी]|ख़ुदकुशी|खुदकुशी/],
  ['suicide', /\b(?:aatmhatya|atmahatya|khudkushi|marna chahta|marna chahti|jeena nahi chahta|jina nahi chahta)\b/],
  ['abuse', /मुझे मारता|मुझे पीटता/],
  // Korean, Japanese, Russian
  ['suicide', /자살|죽고 싶|死にたい|自殺|хочу умереть|покончить с собой|суицид|не хочу жить/],
];

function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The category of the first crisis phrase found in any of these languages, if any. */
export function multilingualCrisis(text: string): CrisisCategory | undefined {
  const latin = folded(text);
  for (const [category, pattern] of LEXICON) {
    if (pattern.test(latin) || pattern.test(text)) return category;
  }
  return undefined;
}
