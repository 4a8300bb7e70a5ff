import { weekdayAhead } from '../situation/upcoming.ts';

/**
 * The words each stake family in at-stake.ts reads: what was said, by whom, and when. Kept apart so
 * the families read as a list of what each line claims and when its words carry it.
 */
export const HELP_OR_HOLD_BACK =
  /\b(?:(?:want|wanting|itching|dying) to (?:jump (?:up|in)|step in|take over|grab the \w+|do it for (?:him|her|them))\b|finish(?:ing)? (?:his|her|their) (?:sentences|words)|(?:asked|told) me not to\b)/;
export const GUILT =
  /\b(?:(?:i )?(?:feel|felt|feeling|am|'m) (?:so |really |very |a bit )?guilty\b|the guilt\b|guilt (?:is|eats|about|for)\b|(?:feel|felt) (?:so |really )?(?:awful|terrible|horrible) (?:about|for|after|that|because)\b|(?:said|did|say) (?:some )?things i regret|i regret (?:saying|what i said|snapping|shouting|yelling|losing)|(?:feel|feels|felt) like (?:i'?m |i am )?(?:betraying|abandoning|a bad (?:mother|mum|mom|father|dad|parent|daughter|son|friend|wife|husband|partner)))/;
export const LET_THEM_DOWN =
  /\b(?:(?:i|like i) (?:failed|let down) (?:her|him|them|the \w+|my \w+)|(?:letting|let) (?:her|him|them|people|families|the (?:team|family|families|kids|patients?)|everyone) down|(?:not|wasn'?t) caring enough)/;
/** "Last year I threw 3 fouls", "last time I froze": the same thing went wrong before. */
export const WENT_WRONG_LAST_TIME =
  /\b(?:last (?:year|time|season|round|attempt)|(?:at|in) the last (?:one|meet|comp|exam|audition|interview))\b.{0,80}\b(?:foul\w*|failed|froze|choked|blanked|went blank|crashed|fell|dq'?d|disqualified|went wrong|messed up|bombed|blew it|collapsed|panicked|fluffed|missed)\b/;
/** "Since I slid on the scree", "first time driving since someone rear ended me": an incident they carry. */
export const SINCE_IT_HAPPENED =
  /\bsince (?:i|we|someone|a car|he|she|they|my|the) (?:\w+ ){0,4}(?:slid|slipped|crashed|fell|came off|got hit|was hit|hit me|rear ended|rear-ended|was bitten|got bitten|bit me|was attacked|got attacked|crash|fall|accident|collision|attack|near miss)\b/;
export const ON_GUARD =
  /\b(?:brake|braking|hesitat\w*|hold(?:ing)? back|flinch\w*|can'?t make myself|freez\w*|tense up|tensing|scared|afraid|nervous|terrified|avoid\w*|won'?t let myself|don'?t trust)\b/;
/** Criticised, said of their work or of them, with others hearing it. */
export const CRITICISED =
  /\b(?:tore (?:it|me|my \w+) apart|criticis\w*|criticiz\w*|slated|corrected|rebuk\w*|humiliat\w*|mocked|made fun of|ripped (?:it|me) apart|laughed at (?:me|it|my)|told me off|had a go at me|called (?:it|my \w+|me) (?:'|")?(?:safe|boring|rubbish|useless|lazy|a mess)|said (?:it|my \w+(?: \w+)?) (?:was|looked like)|said i was)\b/;
/** A child's meltdown in public, which other people watch. */
export const MELTDOWN =
  /\b(?:tantrum|meltdown|melt down|melting down|kicking off|screaming the (?:place|shop|house) down|(?:lying|rolling) on the floor screaming|screaming on the floor)\b/;
export const IN_FRONT_OF =
  /\b(?:in front of (?:everyone|the (?:whole )?\w+|(?:my|her|his|their|our) \w+|all|colleagues|them)|publicly|on the (?:group chat|team call)|everyone (?:heard|saw|watching))\b/;
/** Others' hopes on them: "everybody expects the same from me", "the whole village is counting on me". */
export const EXPECTED_OF_THEM =
  /\b(?:everyone|everybody|they all|the whole (?:family|village|club|school|team|town)|my (?:parents|family|dad|mum|mom|father|mother)) (?:\w+ ){0,2}(?:expects?|expecting|is counting on|are counting on|counts on)\b|\bexpect(?:s|ed|ing)? (?:the same|me to (?:win|pass|get|do well|be the|follow))\b/;
export const PERFORMING =
  /\b(?:perform\w*|play(?:ing)?|show|gig|stage|present\w*|speech|match|game|race|exam|audition|comp|competition|routine|serve|shot|pitch|talk|interview|recital|concert|bulletin|broadcast|on air|live|solo|set|lesson|class|meeting)\b/;
export const COMPARING =
  /\b(?:compar(?:e|ing) (?:myself|me|my \w+(?: \w+)?) (?:to|with)|everyone (?:else |from my \w+ )?(?:is|has|was) (?:already|ahead|moving on)|(?:my )?(?:friends|peers|mates|classmates) (?:are|have) (?:all )?(?:already|ahead|married|promoted|buying)|(?:the )?(?:younger|young) ones (?:get|are|pick)|oldest in (?:every|the) (?:class|room|team|group))/;
/** The body still running from something over ("still shaking an hour later"): an aftershock, not nerves before a moment. */
export const AFTERSHOCK =
  /\b(?:still (?:shaking|trembling|shaky|buzzing|wired|jittery)|(?:an hour|hours|minutes|a day|the day) later)\b/;
export const STAYS_WITH_THEM =
  /\b(?:stays? with me|stayed with me|(?:i )?take (?:it|them|that|this) home|(?:it'?s|it is) still (?:with me|in my head|on my mind)|can'?t (?:shake|switch off from|put down) (?:it|that|the)|keeps? coming back to me)/;
export const ASHAMED_TO_NEED =
  /\b(?:(?:ashamed|embarrassed|humiliated) (?:i|that i|to) (?:need|ask|have to|can'?t)|feel (?:so )?(?:stupid|useless|like a failure) (?:and|about) (?:overwhelmed|the (?:money|bills|debt))|(?:bills|money|debt|loan|overdraft|rent|arrears|£\d|\$\d)\w*\b.{0,120}\b(?:ashamed|fe(?:el|lt) (?:so )?stupid|fe(?:el|lt) like (?:a |such a )?(?:total |complete |massive )?failure))/;
export const CLEARED =
  /\b(?:physically cleared|cleared (?:me|to)|physio (?:says|cleared)|(?:knee|shoulder|collarbone|ankle|back) is (?:fine|stronger|good)|doctor says|fully healed)\b/;
export const HOLDING_BACK =
  /\b(?:hesitat\w*|pull(?:ing)? (?:out|up)|going in soft|bail\w*|freez\w*|scared|afraid|tense up)\b/;
export const FINE_WHEN_IT_DOES_NOT_COUNT =
  /\b(?:(?:i'?m )?(?:fine|good|ok|okay|solid|funny|brilliant|great|\d+%) (?:\w+ ){0,3}(?:in (?:practice|training|rec play|the pool|the choir|the air)|at home|on real calls|on the (?:arm )?model|with (?:my )?(?:roommate|mates|friends))|(?:in|at) (?:practice|training|home)\b.{0,60}\b(?:but|in games|at shows|in (?:games|matches|competition))|i know (?:the|my|how to|what to) \w+(?: \w+)? (?:but|at home|in practice)|(?:done|practised|practiced) (?:it|loads|this) (?:a (?:thousand|hundred|million) times|loads|on the))\b/;
export const ALWAYS_YES = /\b(?:always|keep) say(?:ing)? yes\b/;
/** A replay of what has not happened: "I keep replaying myself missing him", "watching the bad version". */
export const IMAGINED_REPLAY =
  /\b(?:replaying|picturing|imagining|seeing|watching) (?:myself|me) (?!(?:do|doing) (?:it|that) (?:last|yesterday))\w+ing\b|\bthe (?:bad|worst)(?:-case)? (?:version|scenario|outcome)\b/;
/** Months away, not a day: "six months in a cholera treatment centre", "got back from my first mission". */
export const LONG_AWAY =
  /\b(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](?:months?|weeks?|years?) (?:in|on|at|away|abroad|out|overseas|deployed)\b|(?:got|came|come|coming|just|been) (?:back|home) from (?:my |a |the |our )?(?:\w+ ){0,2}(?:mission|deployment|tour|posting|rotation|expedition|secondment|contract|season)\b)/;
export const REPLAYING =
  /\b(?:keep|keeps|can'?t stop|cannot stop) (?:replaying|going over|having that memory|seeing it)|watched the clip\b/;
export const AHEAD =
  /\b(?:in (?:\d+|an?|one|two|five|ten) ?(?:min|mins|minutes|hours?|hrs?)|on in \d+|tonight|tomorrow|next (?:week|month|\w+day)|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:\d+|two|three|a few) (?:days|weeks)|again|coming up|soon|final|audition|test|exam|assessment|interview|speech|solo|show|trial|race|meet|match)\b/;
/** A time still to come, not only an event's name: "the final last night" is over. */
export const TIME_AHEAD =
  /\b(?:in (?:\d+|an?|one|two|three|five|ten|a few) ?(?:min|mins|minutes|hours?|hrs?|days|weeks)|on in \d+|tonight|tomorrow|tmrw|next (?:week|month|\w+day|one|time|round|game|match|race|set|half)|(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|coming up|soon|again)\b/;
export const SOON = /\b(?:tonight|tomorrow)\b/;
export const aheadSoon = (text: string) => SOON.test(text) || weekdayAhead(text);
export const WATCHED =
  /\b(?:everyone (?:watching(?! (?:telly|tv|tele|television|a film|films|a movie|movies|netflix|videos|youtube|the (?:game|match|news|football|rugby|telly|tv)))|saw|will see)|with (?:the whole|everyone) \w+ watching|in front of (?:all|everyone|the whole|\d+|my \w+ mates)|people stare|posts everyone's|in the stands?|on stream)\b/;
export const NUMBER_IN_THE_HEAD =
  /\b(?:all i can think about is (?:the )?(?:number|score|time|result|clock|fifty|hundred|ton)|(?:looking|look) at the clock|the number in my head|keep (?:checking|looking at) (?:my|the) (?:splits|watch|times?|score))\b/;
export const WORK_PUT_IN =
  /\b(?:did everything right|all (?:that|the|my) (?:work|training|prep\w*)|(?:\d+ )?(?:weeks|months|years) of (?:training|work|prep\w*)|for \d+ (?:weeks|months)|train(?:ed|ing) (?:so )?hard)\b/;
export const OUT_OF_THEIR_HANDS =
  /\b(?:robbed|split decision|judges? (?:saw|scored|gave)|the (?:ref|umpire)'?s? (?:call|decision))\b/;
/** Something already happened that they could replay: a past act, or a day gone by. */
export const SOMETHING_HAPPENED =
  /\b(?:i|we|he|she|they|it|you) (?:(?!need|feed|bleed|speed)\w{3,}ed|had|was|were|went|did|got|made|said|lost|froze|fell|missed|forgot|blew|threw|ran|hit|saw)\b|\b(?:yesterday|last (?:night|week|time|year|month|season)|earlier|this morning|ago)\b/;
/** "I had the wrong harp in my hand, felt like an idiot": the first time is behind them. */
export const I_DID =
  /\bi (?:had|felt|was|went|did|froze|stood|forgot|messed up|made|played|sang|spoke|fell|stumbled|blanked|choked)\b/;
export const DONE_BEFORE =
  /\b(?:last time|the time before|(?:i'?ve|we'?ve) done (?:it|this) before|(?:second|third|2nd|3rd) (?:try|attempt|time|go)|resit\w*|re-sit\w*|retak\w*|(?:\d+|ten|twelve|fifteen|twenty|twenty-\w+|thirty|forty) years (?:i'?ve been|i have been|of) (?:doing|in)|(?:i'?ve|i have) been doing (?:this|it) for|i'?m (?:usually|normally) (?:calm|fine|ok|okay|steady))\b/;
/**
 * A first that is not theirs, or not ahead: "her first time walking to school on her own", "did my
 * first solo last night", "why do I feel like I've never done this before" (they have).
 */
export const NOT_THEIR_FIRST =
  /\b(?:(?:her|his|their|(?:my|our) (?:son|daughter|kid|child|boy|girl)'?s?) first\b|first time (?:anyone|anybody|someone|somebody|he|she|they)\b|never (?:been|felt) (?:this|that|so) (?!much\b)\w+|(?:did|done|had|gave|played|ran) my first\b|(?:feel|felt|feeling) (?:like|as if) (?:i'?ve|i have) never)/;
export const FIRST_TIME =
  /\b(?:first (?:\w+ ){0,3}(?:time|ever|solo|show|meet|comp|competition|race|gig|keynote|trial|start|heat|regional|stage|final|audition|grading|mic|recital|match|exam|test|day|marathon|ultra|\d+k|tournament|varsity|interview|presentation|assessment)|never (?:done|been|played|raced|performed|sung|spoken|\w+ed) (?:this|it|before|in front|on stage|in public))\b/;
export const INJURY =
  /\b(?:injur\w*|surgery|operation|broke|broken|acl|rehab\w*|physio\w*|healed|crash\w*|concussion|torn|tore)\b/;
export const BAD_NEWS_TO_GIVE =
  /\b(?:(?:have|need|got|gotta) to (?:tell|let \w+ go|cut|break (?:it|the news))|telling (?:them|her|him|the team|everyone|staff)|let (?:my|a|an|one of my) \w+ go|deliver (?:the|some|bad) news)\b/;
export const SNIPING = /\b(?:sniping|flaming|(?:aren'?t|not) speaking|at each other'?s? throats)\b/;
export const ASKING_FOR =
  /\b(?:(?:want|need|have) to tell (?:my|him|her|them)|how (?:do|can|should) i tell|ask(?:ing)? for (?:a |more )?(?:raise|promotion|help|time|support)|tell (?:them|him|her) (?:yourself|that i|i want))\b/;
export const YES_COSTS =
  /\b(?:(?:asked|asks|wants?) me to (?:cover|take on|do (?:another|more|extra)|run|organi[sz]e|host|chair|lead|stay late|work)|keeps? asking me(?! (?:to )?(?:go to (?:sleep|bed)|if|whether|why|what|how|about|when|where)\b)|volunteered me|\bi (?:always |just |already |kept |keep )?said yes to\b|favou?rs?\b|piling (?:on|up) (?:work|tasks|projects)|(?:extra|more) (?:work|projects|shifts|tasks)|can'?t say no)\b/;
export const ALREADY_SAY_NO = /\b(?:when|if|because|cos|after) i (?:say|said) no\b/;
export const TWO_WAYS = /\b(?:option (?:a|b|1|2)|should i (?:\w+ ){1,6}or\b|offered (?:\w+ ){1,6}or\b|torn between)\b/;
export const STUCK_STARTING =
  /\b(?:can ?not start|can'?t (?:get )?start\w*|zero words|(?:sit|stare) (?:with|at) (?:the|my) (?:list|screen|page|laptop)|putting (?:it|them|the \w+) off|(?:keep|kept) putting off (?:the|my)|in a drawer)\b/;
export const ALONE =
  /\b(?:lonely|(?:all )?on my own (?:every|all|most|at night|in the evenings)|don'?t speak to (?:a single|anyone)|everyone go(?:es)? home|no one to (?:talk|eat)|eat (?:dinner )?alone)\b/;
/** Clients "probably a bit lonely themselves", a gran who is lonely: someone else's loneliness, not theirs. */
export const OTHERS_LONELY =
  /\b(?:they|he|she|them|clients|customers|patients|residents|people|(?:my |her |his )?(?:mum|mom|dad|gran\w*|nan|grandad|grandpa))\b[^.]{0,40}\blonely\b|\blonely (?:themselves|himself|herself)\b/g;
export const MONEY =
  /\b(?:(?:my|our|the) (?:\w+ )?(?:bills?|debts?|payments?|mortgage|rent|overdraft|loan|bank balance|pension|income)(?! (?:offers?|applications?|advisers?|advisors?|brokers?|cases?|files?|clients?))|a \$?[\d,]+ (?:bill|debt)|cash left|fixed rate|insurance denied|can'?t afford|payments go up|overdraft limit|(?:everything|it all) costs more)\b/;
export const HOURS =
  /\b(?:\d+ ?(?:hr|hour)s? (?:weeks|days)|eating me alive|(?:working|work) (?:every|all) (?:weekend|night))\b/;
export const ONE_MOMENT =
  /\b(?:when (?:they|the|he|she|i get|my|someone)|until|the moment|the part|the bit|is where|at the start|first (?:entry|line|question|corner|jump|fence|serve))\b/;
export const HAPPENED =
  /\b(?:yesterday|last (?:night|week|time|game|match)|today|earlier|ago|just|tonight|this morning|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/;
// Still more of it within minutes: the next bulletin at 5, back in the booth in 15, act 3 after the interval.
export const STILL_PLAYING =
  /\b(?:(?:back|on|up|in) (?:again )?in \d+ ?(?:mins?|minutes)|switch(?:ing)? back|(?:next|the next) (?:one|case|pass|bulletin|paper|act|round|heat|patient|half|session|set)\b (?:is )?(?:at|in) |\d+ ?(?:mins?|minutes) (?:til|till|until|before) (?:act|the next|my next|paper|round|part|we)|between paper|changeover now|half ?time|ht\b|between (?:songs|sets|ends|rounds|games|maps) now|\d+ (?:mins?|minutes) in|still (?:\d+|to play|left)|(?:\d+|\w+) (?:more )?(?:ends?|holes?|sets?|games?|songs?|innings|overs|mins?|minutes) (?:left|to go))\b/;
export const BROADCAST =
  /\b(?:tv|telly|television|cameras?|filmed|filming|broadcast|on air|aired|airs|go(?:es)? out on|viral|tiktok|instagram|insta|youtube|posted|online|views|(?:live)?stream(?:s|ed|ing)?|(?:over|on) the radio|(?:on )?the (?:local |regional |evening )?news|(?:whole|the) office (?:has|have) seen|all(?:-| )staff|reply(?:-| )all|(?:e-?mail\w*|went|sent) (?:out )?to (?:all|every|the whole|\d[\d,]*)\b)\b/;
/** "It was just her sock sensor slipping, she's fine": the one they love is not the one struggling. */
export const THEY_ARE_FINE =
  /\b(?:she'?s|he'?s|they'?re|shes|hes|she is|he is|they are|baby'?s|baby is) (?:totally |absolutely |completely )?(?:fine|ok|okay|alright|all right|doing (?:well|great|fine))\b/;
/** Others made more of it, not less: teased for a week, a crew that was cold about it. */
export const OTHERS_REACTED =
  /\b(?:teas\w*|calling me|called me|taking the (?:mick|piss)|laugh(?:ed|ing)? at me|won'?t let (?:me|it) (?:forget|go)|less so|wind(?:ing)? me up|ribbing|(?:crew|team|lads|everyone|they) (?:\w+ ){0,3}(?:blamed|angry|furious|fuming|cold|silent|gutted with me))\b/;
/** What the awkward-moment lines need: the feeling said ("mortified", "I sound like an idiot"). */
export const EMBARRASSMENT_SAID =
  /\b(?:embarrass\w*|cring\w*|mortif\w*|humiliat\w*|idiot|stupid|fool(?:ish)?|red-?faced|awkward|ashamed|shame|sound(?:ed)? like)\b/;
export const EMBARRASSED =
  /\b(?:cring\w*|embarrass\w*|mortified|said something (?:so )?(?:dumb|stupid)|humiliat\w*|typo|everyone (?:saw|noticed|laughed)|(?:ground|floor) to swallow me|crawl into a hole|(?:my )?face (?:is |was |went )?(?:burning|bright red|scarlet)|(?:go|goes|went) hot in the face|went (?:bright |beetroot )?red|the whole (?:\w+ )?(?:saw|heard|watched)|half (?:my|the) \w+ (?:has|have) seen it)\b/;
export const AT_THEM =
  /\b(?:(?:snapped|screamed|screaming|scream|yelled|yelling|yell|shouted|shouting|shout|swore|spat|kicked off|kicking off|went off|had a go) at (?:me|us|my (?:lads|team|crew|staff|colleagues))\b|(?:called|calling) (?:me|us) (?:useless|stupid|an idiot|a \w+)|gave me the look|at me since|(?:so |really )?rude to (?:me|us)\b)\b/;
/** A list or clinic running late ("running 50 minutes behind", "the list ran 90 mins late"). */
export const RUNNING_BEHIND =
  /\b(?:running (?:\d+ (?:mins?|minutes?|hours?)|an hour|half an hour|way|so far|massively) (?:behind|late)|ran (?:\d+ (?:mins?|minutes?)|an hour) (?:late|over)|(?:an|\d+) hours? behind|(?:\d+ ?(?:mins?|minutes?)) behind)\b/;
/** …and the people waiting take it out on them ("every patient grumpy with me", "people hooting at me"). */
export const OTHERS_FED_UP =
  /\b(?:(?:patients?|people|customers?|clients?|passengers?|parents?|families|mum|dad|man|woman) (?:\w+ ){0,3}(?:angry|grumpy|furious|fed up|complain\w*|hooting|shouting|moaning|kicking off|tutting|has told me)|complained at|punching bag|(?:grumpy|angry|short) with me)\b/;
export const AWAKE_BEFORE =
  /\b(?:how much sleep|if i fall asleep|can'?t (?:get to|fall a)sleep|need (?:to|some) sleep)\b/;
/** Their own body: "my knee", "I tore", not a wife's stroke or a father's rehab. */
export const OWN_INJURY =
  /\b(?:(?:my|i) (?:\w+ )?(?:injur\w*|broke|tore|torn|acl|surgery|operation|rehab\w*|physio\w*|knee|shoulder|ankle|hamstring|back|wrist)|i (?:have been|am|was|got) (?:injured|out))\b/;
export const SIDELINED =
  /\b(?:rehab\w*|from the (?:bench|sideline)|out (?:for )?(?:\d+|six|nine|three) (?:weeks|months)|watching the team)\b/;
export const SWAMPED =
  /\b(?:(?:\d+|three) (?:weeks|days) behind|out the door|(?:three|3) deep (?:at|round|behind) the (?:bar|counter|till|desk)|(?:queue|customers)[^.]{0,20}(?:three|3) deep|back to back|swamped|rings? me every day|(?:so|too) much on)\b/;
/** The body has had time to mend: "back from", "months out", not a crash this morning. */
export const HEALED =
  /\b(?:back from|since (?:my|the)|(?:weeks|months) (?:ago|out|off)|healed|rehab\w*|physio\w*|cleared|comeback|first (?:\w+ )?back)\b/;
export const WARY = /\b(?:scared|afraid|nervous|worried|hesitat\w*|fear\w*|trust|terrified|anxious)\b/;
// "Always" in the past is not their pattern: "her mum always did this", "I've always been the grandkid";
// "the list always overruns", "patients always bring one more thing" is; "the piper is always late" is
// a trait of someone else, not their pattern.
export const PATTERN =
  /\b(?:every (?:single )?(?:time|day|night|morning|week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?|game|match|session|spring|shift)\b|(?<!\b(?:i|we|you) (?:have|had) )(?<!\b(?:is|are|was|were|who) )always(?! (?:been|did|done|had|was|were|used|wanted|loved|liked|thought|known|knew|said|made|took|went|got|\w+ed)\b)|whenever|keeps? happening)\b/;
/** What sets it off, in their words: "every time an HMRC email pops up", "whenever it's my turn to solo". */
export const WHEN_IT_HAPPENS =
  /\b(every (?:single )?time|whenever) ((?:i|my|the|there'?s|there is|our|it'?s|its|someone|somebody|a|an|he|she|they|we)\b[^.,;:!?]{3,50}?)(?=\s+(?:i|he|she|they|we|and|but|so|then)\b|\s+it (?:\w+s|is|was|'s)\b|\s+my (?:voice|hands?|heart|mind|head|legs?|stomach|chest|body|face|throat|arms?|knees?|brain|breathing)\b|[.,;:!?]|$)/i;

/** Their own body or reaction going wrong: "I freeze", "my throat tightens", "I go to pieces". */
export const OWN_REACTION =
  /\bi (?:always |still |just |then )?(?:freeze|tense up|panic|blank|choke|shake|tighten up|rush|snatch|stutter|go red|go blank|lose it|bottle it|bail|hesitate|seize up|clam up|dry up|fall apart|go to pieces|tense|flinch)\b|\bmy (?:hands?|legs?|voice|arms?|throat|heart|mind|head|body|shoulders?|jaw|grip) (?:just |always |still )?(?:goes|go|starts?|tightens?|shakes?|freezes?|locks?|races?|cracks?|seizes?)\b/;
export const STILL_REMINDED = /\bstill\b[^.!?]{0,40}\b(?:every (?:single )?time|whenever)\b/i;
export const REPLAY_ITSELF = /^(?:i|you) (?:think|thought|picture|pictured|remember|imagine|replay)\b/i;
// A clause that stops on a word wanting more ("every time she says", "every time I open") is cut short.
export const DANGLING =
  /\b(?:like|about|how|to|the|a|an|of|in|at|for|with|into|on|that|what|when|if|is|are|was|were|says?|said|tells?|told|asks?|asked|opens?|thinks?|hears?|sees?|gets?|knows?|feels?|wants?)$/i;
